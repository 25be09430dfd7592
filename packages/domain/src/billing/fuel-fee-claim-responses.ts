import { z } from 'zod';
import { FUEL_FEE_CLAIM_STATUSES } from './fuel-fee-claims.js';

/** A claim as the carrier sees it on its job page. */
export const FuelFeeClaimSchema = z.object({
  id: z.number().int(),
  load_id: z.number().int(),
  /** dollars */
  amount: z.number(),
  order_fuel_fee: z.number(),
  status: z.enum(FUEL_FEE_CLAIM_STATUSES),
  /** approved by the rule (within the order's fuel fee), not by an admin */
  automatic: z.boolean(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type FuelFeeClaim = z.infer<typeof FuelFeeClaimSchema>;

/** GET /orders/{id}/fuel-fee-claims: the claims of a job. */
export const FuelFeeClaimListSchema = z.object({ data: z.array(FuelFeeClaimSchema) });
export type FuelFeeClaimList = z.infer<typeof FuelFeeClaimListSchema>;

/** A claim in the admin console: the order, the carrier and a signed link to the receipt. */
export const AdminFuelFeeClaimSchema = FuelFeeClaimSchema.extend({
  order_id: z.number().int(),
  order_number: z.string(),
  carrier_name: z.string().nullable(),
  claimed_by_name: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  receipt: z.object({ file_name: z.string(), url: z.string(), mime_type: z.string() }).nullable(),
  /** added to the carrier statement after its issue (dollars), when it was */
  adjustment: z.number().nullable(),
  statement_number: z.string().nullable(),
});
export type AdminFuelFeeClaimRow = z.infer<typeof AdminFuelFeeClaimSchema>;
