import { z } from 'zod';
import { Msg, text } from '../common/validation.js';
import { directionField, orderByField, pageField } from '../lists/paging.js';
import { parseEntryDate } from '../orders/car-rules.js';

/** The columns the invoice and billing lists sort by (spec: default completed_at, descending). */
export const INVOICE_SORTS = ['completed_at', 'order_number', 'invoice_number', 'amount', 'cars_amount', 'is_paid'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

/** The lists the accountant chooses between: dealer invoices, private-customer invoices, carrier statements. */
export const INVOICE_AUDIENCES = ['dealers', 'individuals', 'transport-companies'] as const;
export type InvoiceAudience = (typeof INVOICE_AUDIENCES)[number];

/** The search is an order number or a VIN (or part of one). */
export const INVOICE_KEYWORD_MAX = 30;

const listFields = () => ({
  keyword: text({ max: INVOICE_KEYWORD_MAX }).optional(),
  order_by: orderByField(INVOICE_SORTS, 'completed_at'),
  order_direction: directionField(),
  page: pageField(),
});

// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const InvoicesQuerySchema = /*#__PURE__*/ (() => z.object(listFields()))();
export type InvoicesQuery = z.infer<typeof InvoicesQuerySchema>;

const invalid = /*#__PURE__*/ (() => ({ error: Msg.invalidChoice }))();

export const AdminInvoicesQuerySchema = /*#__PURE__*/ (() =>
  z.object({ ...listFields(), kind: z.enum(INVOICE_AUDIENCES, invalid).default('dealers') }))();
export type AdminInvoicesQuery = z.infer<typeof AdminInvoicesQuerySchema>;

/** A calendar day as YYYY-MM-DD (or YYYY/MM/DD, YYYY.MM.DD), normalised to YYYY-MM-DD. */
const day = () =>
  z
    .string({ error: Msg.isRequired })
    .max(10, Msg.invalidDate)
    .transform((value, ctx) => {
      const iso = parseEntryDate(value);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: Msg.invalidDate });
        return z.NEVER;
      }
      return iso;
    });

/** The longest period one export covers (a little over a year: a fiscal year with its margins). */
export const INVOICE_EXPORT_MAX_DAYS = 400;

/** GET /admin/invoices/export.csv: invoices issued from `from` to `to` (both included), one kind. */
export const InvoiceExportQuerySchema = /*#__PURE__*/ (() =>
  z.object({ from: day(), to: day(), kind: z.enum(INVOICE_AUDIENCES, invalid).default('dealers') }).superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: Msg.invalidValue });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 > INVOICE_EXPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: Msg.invalidValue });
  }))();
export type InvoiceExportQuery = z.infer<typeof InvoiceExportQuerySchema>;
