import type { TaxKind } from '@routier/domain';
import type { InvoiceRow } from '../../db/schema/index.js';

const TAXES: TaxKind[] = ['GST', 'HST', 'PST', 'QST'];

const HEADER = [
  'invoice_number',
  'kind',
  'order_number',
  'recipient',
  'issued_at',
  'completed_at',
  'is_dry_run',
  'is_paid',
  'paid_at',
  'cars_amount',
  'vins',
  'subtotal',
  'coupon',
  'fuel_fee',
  'bonus',
  ...TAXES.map((t) => t.toLowerCase()),
  'tax_total',
  'total',
];

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** What a spreadsheet runs as a formula when a cell starts with it (tab and CR too, as OWASP lists). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * The same after a separator a spreadsheet may split on: the comma of this file, and the semicolon and tab a
 * French (or other locale's) Excel uses, or a line break: "Acme;=HYPERLINK(…)" is two cells there.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n]\s*)(?=[=+\-@])/g;
/** Amounts are ours (a minus sign on a refund is not a formula). */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a semicolon, a tab, a quote or a line break, quotes
 * doubled. Text a spreadsheet would run as a formula (= + - @ tab CR first, or right after any separator) gets
 * an apostrophe in front of the formula, so every cell it can be split into opens as text.
 */
export const csvField = (value: string | number | boolean | null): string => {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && !PLAIN_NUMBER.test(text)) {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const row = (i: InvoiceRow) => {
  const tax = (kind: TaxKind) => {
    const line = i.taxLines.find((l) => l.kind === kind);
    return line ? dollars(line.cents) : '';
  };
  return [
    i.invoiceNumber,
    i.kind === 'customer' ? 'invoice' : 'statement',
    i.orderNumber,
    i.recipientName,
    i.issuedAt.toISOString(),
    i.completedAt.toISOString(),
    i.isDryRun,
    i.isPaid,
    i.paidAt?.toISOString() ?? null,
    i.carsAmount,
    i.vins,
    dollars(i.subtotalCents),
    dollars(i.couponCents),
    dollars(i.fuelFeeCents),
    dollars(i.bonusCents),
    ...TAXES.map(tax),
    dollars(i.taxCents),
    dollars(i.totalCents),
  ];
};

/** The accountant's export: a header row, then one line per invoice, CRLF line ends (spreadsheets expect them). */
export const invoicesCsv = (rows: InvoiceRow[]): string =>
  [HEADER, ...rows.map(row)].map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
