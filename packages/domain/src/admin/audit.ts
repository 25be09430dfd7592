import { z } from 'zod';
import { Msg } from '../common/messages.js';

/**
 * What an operator did, as the audit log names it. Each action an admin takes on an order, an account, a payment
 * or a claim is written with who, what, when and the values before and after; the web translates each name
 * (`audit.actions.<name>`).
 */
export const AUDIT_ACTIONS = [
  'order_reject',
  'order_hold',
  'order_release',
  'order_cancel',
  'order_remove_carrier',
  'order_assign_carrier',
  'order_due_date',
  'order_create_for_customer',
  'order_send_to_customer',
  'payment_refund',
  'fuel_claim_approve',
  'fuel_claim_refuse',
  'insurance_approve',
  'business_flags',
  'business_coupon',
  'user_edit',
  'user_deactivate',
  'user_reactivate',
  'user_view_as',
  'bid_accept',
  'report_resolve',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about. */
export const AUDIT_SUBJECTS = ['order', 'business', 'user', 'payment', 'fuel_claim', 'insurance', 'bid', 'issue_report'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** A value before or after: a small flat record of the fields the action changed. */
const AuditValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  subject_type: z.enum(AUDIT_SUBJECTS),
  subject_id: z.number().int(),
  order_id: z.number().int().nullable(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  before: AuditValuesSchema,
  after: AuditValuesSchema,
  comment: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export type AuditValues = z.infer<typeof AuditValuesSchema>;

/** A page of entries; `has_more` when an older page follows. */
export const AuditListSchema = z.object({ data: z.array(AuditEntrySchema), has_more: z.boolean() });
export type AuditList = z.infer<typeof AuditListSchema>;

/**
 * GET /admin/audit: the newest entries first, of one order, one subject, one operator or one account (the user and
 * his business), a page at a time.
 */
export const AuditQuerySchema = z
  .object({
    order_id: z.coerce.number().int().positive().optional(),
    account_id: z.coerce.number().int().positive().optional(),
    subject_type: z.enum(AUDIT_SUBJECTS).optional(),
    subject_id: z.coerce.number().int().positive().optional(),
    actor_id: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .refine((q) => (q.subject_type === undefined) === (q.subject_id === undefined), {
    message: Msg.invalidValue,
    path: ['subject_id'],
  });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
