import { z } from 'zod';
import { centsToDollars, centsToDollarsOrNull, type AdminBidRow, type BidStatus, type CarrierBid } from '@routier/domain';
import type { BidRow, BusinessDetailsRow, OrderRow } from '../../db/schema/index.js';

export const CarrierBidSchema = z.object({
  id: z.number().int(),
  business_details_id: z.number().int(),
  amount: z.number(),
  eta: z.string(),
  status: z.number().int(),
});

export const AdminBidRowSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  amount: z.number(),
  eta: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  order: z
    .object({
      id: z.number().int(),
      order_number: z.string(),
      status: z.number().int(),
      from_city: z.string().nullable(),
      to_city: z.string().nullable(),
      price: z.number().nullable(),
    })
    .nullable(),
  company: z.object({ id: z.number().int(), name: z.string().nullable() }),
});

export const presentCarrierBid = (b: BidRow): CarrierBid => ({
  id: b.id,
  business_details_id: b.businessDetailsId,
  amount: centsToDollars(b.amountCents),
  eta: b.eta,
  status: b.status as BidStatus,
});

export const presentAdminBid = (b: BidRow, order: OrderRow | undefined, company: BusinessDetailsRow | null): AdminBidRow => ({
  id: b.id,
  status: b.status as BidStatus,
  amount: centsToDollars(b.amountCents),
  eta: b.eta,
  created_at: b.createdAt.toISOString(),
  decided_at: b.decidedAt?.toISOString() ?? null,
  order: order
    ? {
        id: order.id,
        order_number: order.orderNumber,
        status: order.status,
        from_city: order.fromCity,
        to_city: order.toCity,
        price: centsToDollarsOrNull(order.carrierPriceCents),
      }
    : null,
  company: { id: b.businessDetailsId, name: company?.name ?? null },
});
