import { centsToDollars, type AdminFuelFeeClaimRow, type FuelFeeClaim } from '@routier/domain';
import type { FuelFeeClaimRow } from '../../db/schema/index.js';

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
