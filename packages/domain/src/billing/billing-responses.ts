import { z } from 'zod';
import { INVOICE_KINDS } from './invoice-number.js';

/**
 * Spec §3 "Invoice or billing row", as the lists return it (dollars with 2 decimals). A customer row has
 * dealer_price_tva (the invoice total) and no carrier price; a statement row the other way round.
 */
export const InvoiceListRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  order_id: z.number().int(),
  order_number: z.string(),
  invoice_number: z.string(),
  is_dry_run: z.boolean(),
  is_paid: z.boolean(),
  cars_amount: z.number().int(),
  completed_at: z.string().nullable(),
  issued_at: z.string(),
  shipping_method: z.number().int().nullable(),
  tc_price_with_fuel_fee: z.number().nullable(),
  dealer_price_tva: z.number().nullable(),
  /** the invoice's total in dollars, whichever the kind, adjustments included */
  amount: z.number(),
  /** carrier statement: amounts approved after issue (fuel-fee claims), in dollars; 0 otherwise */
  adjustment: z.number(),
  /** who the invoice is made out to (the business or the person) */
  recipient_name: z.string(),
});
export type InvoiceListRow = z.infer<typeof InvoiceListRowSchema>;
