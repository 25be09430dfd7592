import { z } from 'zod';

/** What the reconciliation finds wrong between the gateway, the payments, the orders, their invoices and the coupons. */
export const MISMATCH_KINDS = [
  /** the gateway's net charges for the order differ from its recorded succeeded payments */
  'gateway_differs',
  /** a succeeded charge at the gateway that no payment records */
  'charge_without_payment',
  /** more than one succeeded payment for one order */
  'paid_twice',
  /** a succeeded payment for an order that is not booked (a draft, deleted) */
  'paid_not_booked',
  /** the succeeded payment differs from the order's total */
  'order_total_differs',
  /** the succeeded payment differs from the customer invoice's total */
  'invoice_differs',
  /** a coupon paid more than one order, or is marked used on another order than the one it paid */
  'coupon_used_twice',
  'coupon_order_differs',
  /** an attempt still open long after the reconciliation job should have settled it */
  'attempt_unsettled',
  /** an order booked to be paid by card with no succeeded payment: the carrier is owed for a transport nobody paid */
  'booked_unpaid',
] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

/** One mismatch of the report, amounts in dollars. */
export const ReconciliationMismatchSchema = z.object({
  kind: z.enum(MISMATCH_KINDS),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  coupon_id: z.number().int().nullable(),
  payment_intent_id: z.string().nullable(),
  expected: z.number().nullable(),
  actual: z.number().nullable(),
});
export type ReconciliationMismatch = z.infer<typeof ReconciliationMismatchSchema>;

/** GET /admin/reconciliation. */
export const ReconciliationReportSchema = z.object({
  checked_at: z.string(),
  since: z.string(),
  orders_checked: z.number().int(),
  payments_checked: z.number().int(),
  gateway: z.enum(['sandbox', 'stripe']),
  mismatches: z.array(ReconciliationMismatchSchema),
});
export type ReconciliationReport = z.infer<typeof ReconciliationReportSchema>;
