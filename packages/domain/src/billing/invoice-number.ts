/** The two kinds of invoice: a customer's invoice for an order, and a carrier's statement for the job. */
export const INVOICE_KINDS = ['customer', 'carrier'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_NUMBER_PREFIX: Record<InvoiceKind, string> = { customer: 'INV', carrier: 'ST' };

/**
 * A readable invoice number: prefix, year of issue and the next value of the kind's sequence, six digits at
 * least (`INV-2026-000123`, `ST-2026-000045`). The sequence never restarts, so numbers stay unique across years.
 */
export const formatInvoiceNumber = (kind: InvoiceKind, year: number, sequence: number): string =>
  `${INVOICE_NUMBER_PREFIX[kind]}-${year}-${String(sequence).padStart(6, '0')}`;

const NUMBER_PATTERN = /^(INV|ST)-(\d{4})-(\d{6,})$/;

/** The parts of an invoice number, or null when the text is not one. */
export const parseInvoiceNumber = (value: string): { kind: InvoiceKind; year: number; sequence: number } | null => {
  const m = NUMBER_PATTERN.exec(value.trim().toUpperCase());
  if (!m) return null;
  return { kind: m[1] === 'INV' ? 'customer' : 'carrier', year: Number(m[2]), sequence: Number(m[3]) };
};
