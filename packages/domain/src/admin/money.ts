import { z } from 'zod';
import { AdminFuelFeeClaimSchema } from '../billing/fuel-fee-claim-responses.js';
import { Msg } from '../common/messages.js';
import { text } from '../common/validation.js';
import { directionField, orderByField, pageField } from '../lists/paging.js';

/** A refund's reason: what the customer reads in the e-mail and the accountant beside the refund. */
export const REFUND_REASON_MAX = 500;

/**
 * POST /admin/payments/{id}/refunds: part or all of a card payment given back through the gateway. The amount
 * is in cents (at most what remains refundable); the key makes a retry after a timeout return the first refund.
 */
export const PaymentRefundInputSchema = /*#__PURE__*/ (() =>
  z.object({
    amount_cents: z
      .number({ error: Msg.isRequired })
      .int(Msg.invalidValue)
      .min(1, Msg.priceAboveZero)
      .max(100_000_000, Msg.outOfRange),
    reason: text({ required: true, min: 5, max: REFUND_REASON_MAX, multiline: true }),
    idempotency_key: text({ required: true, min: 8, max: 100 }),
  }))();
export type PaymentRefundInput = z.infer<typeof PaymentRefundInputSchema>;

export const PAYMENT_REFUND_STATUSES = ['pending', 'refunded'] as const;
export type PaymentRefundStatus = (typeof PAYMENT_REFUND_STATUSES)[number];

/** A refund of a payment: recorded at once, `refunded` once the gateway made it. Amounts in dollars. */
export const PaymentRefundSchema = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  order_id: z.number().int(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(PAYMENT_REFUND_STATUSES),
  requested_by_name: z.string().nullable(),
  created_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type PaymentRefund = z.infer<typeof PaymentRefundSchema>;

/** A payment of an order as the operator and the accountant see it. Amounts in dollars. */
export const MoneyPaymentSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string().nullable(),
  /** sandbox, stripe (a card) or invoice */
  provider: z.string(),
  status: z.string(),
  amount: z.number(),
  refunded: z.number(),
  /** what may still be given back (0 unless a succeeded card payment) */
  refundable: z.number(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  created_at: z.string(),
  refunds: z.array(PaymentRefundSchema),
  /** the order's customer invoice numbers (the refunds are its credit notes) */
  invoice_numbers: z.array(z.string()),
});
export type MoneyPayment = z.infer<typeof MoneyPaymentSchema>;

/** An invoice or carrier statement of an order, in dollars. */
export const MoneyInvoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['customer', 'carrier']),
  audience: z.string(),
  invoice_number: z.string(),
  total: z.number(),
  adjustment: z.number(),
  is_dry_run: z.boolean(),
  is_paid: z.boolean(),
  issued_at: z.string(),
});
export type MoneyInvoice = z.infer<typeof MoneyInvoiceSchema>;

/** GET /admin/orders/{id}/money: the order's charges, refunds, coupon, invoice, statement and fuel claims. */
export const AdminOrderMoneySchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  /** the order's total as checkout charged it (dollars); null before it was priced */
  total: z.number().nullable(),
  paid_with_card: z.boolean().nullable(),
  coupon: z.object({ id: z.number().int(), amount: z.number() }).nullable(),
  payments: z.array(MoneyPaymentSchema),
  invoices: z.array(MoneyInvoiceSchema),
  fuel_claims: z.array(AdminFuelFeeClaimSchema),
});
export type AdminOrderMoney = z.infer<typeof AdminOrderMoneySchema>;

export const ADMIN_PAYMENTS_SORTS = ['created_at', 'amount', 'refunded'] as const;
export type AdminPaymentsSort = (typeof ADMIN_PAYMENTS_SORTS)[number];

/** GET /admin/payments: the accountant's payments and their refunds, searched by order number, sorted, paged. */
export const AdminPaymentsQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    keyword: text({ max: 30 }).optional(),
    order_by: orderByField(ADMIN_PAYMENTS_SORTS, 'created_at'),
    order_direction: directionField(),
    page: pageField(),
  }))();
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuerySchema>;
