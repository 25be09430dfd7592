import type { InvoiceKind } from './invoice-number.js';

/**
 * Spec §3 "Invoice or billing row", as the lists return it (dollars with 2 decimals). A customer row has
 * dealer_price_tva (the invoice total) and no carrier price; a statement row the other way round.
 */
export type InvoiceListRow = {
  id: number;
  kind: InvoiceKind;
  order_id: number;
  order_number: string;
  invoice_number: string;
  is_dry_run: boolean;
  is_paid: boolean;
  cars_amount: number;
  completed_at: string | null;
  issued_at: string;
  shipping_method: number | null;
  tc_price_with_fuel_fee: number | null;
  dealer_price_tva: number | null;
  /** the invoice's total in dollars, whichever the kind, adjustments included */
  amount: number;
  /** carrier statement: amounts approved after issue (fuel-fee claims), in dollars; 0 otherwise */
  adjustment: number;
  /** who the invoice is made out to (the business or the person) */
  recipient_name: string;
};
