import { centsToDollars, type MoneyInvoice, type MoneyPayment, type PaymentRefund } from '@routier/domain';
import type { InvoiceRow, PaymentRefundRow, PaymentRow } from '../../db/schema/index.js';

const CARD_PROVIDERS = ['sandbox', 'stripe'];

export const presentRefund = (r: PaymentRefundRow, requestedByName: string | null): PaymentRefund => ({
  id: r.id,
  payment_id: r.paymentId,
  order_id: r.orderId,
  amount: centsToDollars(r.amountCents),
  reason: r.reason,
  status: r.status === 'refunded' ? 'refunded' : 'pending',
  requested_by_name: requestedByName,
  created_at: r.createdAt.toISOString(),
  refunded_at: r.refundedAt?.toISOString() ?? null,
});

export const presentPayment = (
  p: PaymentRow,
  extra: { orderNumber: string | null; refunds: PaymentRefund[]; invoiceNumbers: string[] },
): MoneyPayment => ({
  id: p.id,
  order_id: p.orderId,
  order_number: extra.orderNumber,
  provider: p.provider,
  status: p.status,
  amount: centsToDollars(p.amountCents),
  refunded: centsToDollars(p.refundedCents),
  refundable:
    p.status === 'succeeded' && CARD_PROVIDERS.includes(p.provider)
      ? centsToDollars(Math.max(0, p.amountCents - p.refundedCents))
      : 0,
  card_brand: p.cardBrand,
  card_last4: p.cardLast4,
  created_at: p.createdAt.toISOString(),
  refunds: extra.refunds,
  invoice_numbers: extra.invoiceNumbers,
});

export const presentMoneyInvoice = (i: InvoiceRow): MoneyInvoice => ({
  id: i.id,
  kind: i.kind,
  audience: i.audience,
  invoice_number: i.invoiceNumber,
  total: centsToDollars(i.totalCents + i.adjustmentCents),
  adjustment: centsToDollars(i.adjustmentCents),
  is_dry_run: i.isDryRun,
  is_paid: i.isPaid,
  issued_at: i.issuedAt.toISOString(),
});
