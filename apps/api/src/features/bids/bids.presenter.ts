import {
  bidFacts,
  centsToDollars,
  centsToDollarsOrNull,
  type AdminBidRow,
  type BidFactsInput,
  type BidStatus,
  type CarrierBid,
} from '@routier/domain';
import type { BidRow, BusinessDetailsRow, OrderRow } from '../../db/schema/index.js';

export const presentCarrierBid = (b: BidRow): CarrierBid => ({
  id: b.id,
  business_details_id: b.businessDetailsId,
  amount: centsToDollars(b.amountCents),
  eta: b.eta,
  status: b.status as BidStatus,
});

/** A bid for the admin: its order, its company and the facts to decide with (the company's record given). */
export const presentAdminBid = (
  b: BidRow,
  order: OrderRow | undefined,
  company: BusinessDetailsRow | null,
  record: BidFactsInput['company'],
): AdminBidRow => ({
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
  facts: order
    ? bidFacts({
        bidCents: b.amountCents,
        order: {
          dealerPriceCents: order.dealerPriceCents,
          fuelFeeCents: order.fuelFeeCents,
          initialTcPriceCents: order.initialTcPriceCents,
        },
        company: record,
      })
    : null,
});
