import { centsToDollars, type InvoiceListRow } from '@routier/domain';
import type { InvoiceListEntry } from './billing.repository.js';

export const presentInvoice = (i: InvoiceListEntry): InvoiceListRow => ({
  id: i.id,
  kind: i.kind,
  order_id: i.orderId,
  order_number: i.orderNumber,
  invoice_number: i.invoiceNumber,
  is_dry_run: i.isDryRun,
  is_paid: i.isPaid,
  cars_amount: i.carsAmount,
  completed_at: i.completedAt.toISOString(),
  issued_at: i.issuedAt.toISOString(),
  shipping_method: i.shippingMethod,
  // the carrier's price with its fuel fee (the bonus is a line of its own on the statement)
  tc_price_with_fuel_fee: i.kind === 'carrier' ? centsToDollars(i.subtotalCents + i.fuelFeeCents) : null,
  dealer_price_tva: i.kind === 'customer' ? centsToDollars(i.totalCents) : null,
  // what is owed: the issued total and the amounts approved after issue (fuel-fee claims)
  amount: centsToDollars(i.totalCents + i.adjustmentCents),
  adjustment: centsToDollars(i.adjustmentCents),
  recipient_name: i.recipientName,
});
