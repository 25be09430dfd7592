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

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. Text that a
 * spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe.
 */
export const csvField = (value: string | number | boolean | null): string => {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
