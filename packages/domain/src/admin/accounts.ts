import { z } from 'zod';
import { text } from '../common/validation.js';

/**
 * Where an account stands, derived from its data: pending = never approved nor rejected,
 * active = approved and open, deactivated = approval withdrawn, rejected = application declined.
 */
export const ACCOUNT_STATUSES = ['pending', 'active', 'deactivated', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export type AccountStatusFacts = { active: boolean; rejected_at: string | Date | null; deactivated_at: string | Date | null };

export const accountStatus = (a: AccountStatusFacts): AccountStatus => {
  if (a.active) return 'active';
  if (a.rejected_at) return 'rejected';
  if (a.deactivated_at) return 'deactivated';
  return 'pending';
};

export const REJECTION_REASON_MIN = 5;
export const REJECTION_REASON_MAX = 500;

/** Validation keys of the admin console (namespace "validation" on the web). */
export const AdminMsg = {
  reasonTooShort: 'reasonTooShort',
  reasonTooLong: 'reasonTooLong',
  invalidCharacters: 'invalidCharacters',
} as const;

/** PUT /admin/accounts/{id}/reject: the reason is mailed to the applicant. */
// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const RejectAccountInputSchema = /*#__PURE__*/ (() =>
  z.object({
    // One character over the limit still parses, so the reason-specific message below says how long it may be.
    reason: text({ max: REJECTION_REASON_MAX + 1, required: true, multiline: true })
      .refine((v) => v.length >= REJECTION_REASON_MIN, { message: AdminMsg.reasonTooShort, abort: true })
      .refine((v) => v.length <= REJECTION_REASON_MAX, AdminMsg.reasonTooLong),
  }))();
export type RejectAccountInput = z.infer<typeof RejectAccountInputSchema>;

/** PUT /admin/insurance-proposals/{id}/refuse: the reason is shown to the carrier (same rules as a rejection). */
export const RefuseInsuranceInputSchema = RejectAccountInputSchema;
export type RefuseInsuranceInput = RejectAccountInput;
