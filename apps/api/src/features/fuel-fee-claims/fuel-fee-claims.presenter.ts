import { z } from 'zod';
import { centsToDollars, FUEL_FEE_CLAIM_STATUSES, type AdminFuelFeeClaimRow, type FuelFeeClaim } from '@routier/domain';
import type { FuelFeeClaimRow } from '../../db/schema/index.js';

export const FuelFeeClaimSchema = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  amount: z.number(),
  order_fuel_fee: z.number(),
  status: z.enum(FUEL_FEE_CLAIM_STATUSES),
  automatic: z.boolean(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});

export const AdminFuelFeeClaimSchema = FuelFeeClaimSchema.extend({
  order_id: z.number().int(),
  order_number: z.string(),
  carrier_name: z.string().nullable(),
  claimed_by_name: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  receipt: z.object({ file_name: z.string(), url: z.string(), mime_type: z.string() }).nullable(),
  adjustment: z.number().nullable(),
  statement_number: z.string().nullable(),
});

export const presentClaim = (c: FuelFeeClaimRow): FuelFeeClaim => ({
  id: c.id,
  load_id: c.loadId,
  amount: centsToDollars(c.amountCents),
  order_fuel_fee: centsToDollars(c.orderFuelFeeCents),
  status: c.status,
  automatic: c.status === 'approved' && c.decidedBy === null,
  decided_at: c.decidedAt?.toISOString() ?? null,
  reason: c.reason,
  created_at: c.createdAt.toISOString(),
});

export type AdminClaimExtras = Omit<AdminFuelFeeClaimRow, keyof FuelFeeClaim | 'adjustment'>;

export const presentAdminClaim = (c: FuelFeeClaimRow, extras: AdminClaimExtras): AdminFuelFeeClaimRow => ({
  ...presentClaim(c),
  ...extras,
  adjustment: c.adjustmentCents === null ? null : centsToDollars(c.adjustmentCents),
});
