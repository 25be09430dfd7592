import { z } from 'zod';
import { Msg, text } from '../common/validation.js';

/** A fuel-fee claim: pending an admin's decision, approved (by an admin, or by the rule within the order's fee), refused. */
export const FUEL_FEE_CLAIM_STATUSES = ['pending', 'approved', 'refused'] as const;
export type FuelFeeClaimStatus = (typeof FUEL_FEE_CLAIM_STATUSES)[number];

/**
 * A fuel fee stated at a load's delivery: approved by the rule while the order's claims (refused ones left
 * out, this one included) stay within the order's fuel fee, the one the customer paid; above it an admin
 * decides with the receipt in front of him.
 */
export const fuelFeeClaimStatusAtDelivery = (c: {
  amountCents: number;
  orderFuelFeeCents: number;
  /** the order's earlier claims that are approved or pending */
  otherClaimsCents: number;
}): FuelFeeClaimStatus => (c.otherClaimsCents + c.amountCents <= c.orderFuelFeeCents ? 'approved' : 'pending');

/**
 * The fuel fee on the carrier's statement: the order's own fuel fee (what the customer paid), or the approved
 * claims' total when an admin approved more. A pending or refused claim never reaches the statement, and an
 * approval never lowers it (so an adjustment after issue is never negative).
 */
export const carrierFuelFeeCents = (
  orderFuelFeeCents: number,
  claims: readonly { status: FuelFeeClaimStatus; amountCents: number }[],
): number =>
  Math.max(
    orderFuelFeeCents,
    claims.filter((c) => c.status === 'approved').reduce((sum, c) => sum + c.amountCents, 0),
  );

export const FUEL_CLAIM_REASON_MAX = 500;

/** GET /admin/fuel-fee-claims: pending first (oldest first), or every claim. */
export const AdminFuelFeeClaimsQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    status: z.enum(['pending', 'all'], { error: Msg.invalidChoice }).default('pending'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }))();
export type AdminFuelFeeClaimsQuery = z.infer<typeof AdminFuelFeeClaimsQuerySchema>;

/** PUT /admin/fuel-fee-claims/{id}/approve: an optional note. */
export const ApproveFuelFeeClaimInputSchema = /*#__PURE__*/ (() =>
  z.object({ reason: z.union([text({ max: FUEL_CLAIM_REASON_MAX, multiline: true }), z.null()]).optional() }).nullish())();
export type ApproveFuelFeeClaimInput = z.infer<typeof ApproveFuelFeeClaimInputSchema>;

/** PUT /admin/fuel-fee-claims/{id}/refuse: the reason is required (the carrier reads it). */
export const RefuseFuelFeeClaimInputSchema = /*#__PURE__*/ (() =>
  z.object({ reason: text({ required: true, min: 5, max: FUEL_CLAIM_REASON_MAX, multiline: true }) }))();
export type RefuseFuelFeeClaimInput = z.infer<typeof RefuseFuelFeeClaimInputSchema>;
