import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import {
  formatCents,
  formatDate,
  formatPercent,
  presentPriceBreakdown,
  priceBreakdownLines,
  type Locale,
  type PriceBreakdownLine,
  type TaxKind,
} from '@routier/domain';
import type { Env } from '../../config/env.js';
import type { InvoiceRow } from '../../db/schema/index.js';

// A TTF font shipped in the repository: pdfkit's built-in Helvetica garbles characters outside WinAnsi.
const FONT = fileURLToPath(new URL('../../../assets/fonts/DejaVuSans.ttf', import.meta.url));
const FONT_BOLD = fileURLToPath(new URL('../../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url));

const TEXTS = {
  en: {
    invoice: 'Invoice',
    statement: 'Carrier statement',
    dryRun: 'Dry run',
    number: 'Number',
    issued: 'Issued',
    order: 'Order',
    completed: 'Completed',
    cancelled: 'Cancelled',
    billedTo: 'Billed to',
    address: 'Address',
    paidTo: 'Paid to',
    gstHstNumber: 'GST/HST registration no.',
    qstNumber: 'QST registration no.',
    zeroRated: 'Zero-rated (international transport)',
    route: 'Route',
    vehicles: 'Vehicles',
    vin: 'VIN',
    price: 'Transport price',
    discount: 'Dealer discount',
    coupon: 'Coupon',
    fuelFee: 'Fuel fee',
    fuelFeeExcluded: 'Fuel fee (excluded)',
    bonus: 'On-time bonus',
    dryRunFee: 'Dry-run fee (taxes included)',
    chargedToCard: 'Charged to the card',
    refundedToCard: 'Refunded to the card',
    tcPrice: 'Carrier price',
    total: 'Total',
    paid: 'Paid',
    unpaid: 'Unpaid',
    status: 'Status',
    taxes: { GST: 'GST', HST: 'HST', PST: 'PST', QST: 'QST' } as Record<TaxKind, string>,
    footer: 'Routier · vehicle transport · amounts in Canadian dollars',
  },
  fr: {
    invoice: 'Facture',
    statement: 'Relevé du transporteur',
    dryRun: 'Déplacement à vide',
    number: 'Numéro',
    issued: 'Émise le',
    order: 'Commande',
    completed: 'Livrée le',
    cancelled: 'Annulée le',
    billedTo: 'Facturé à',
    address: 'Adresse',
    paidTo: 'Payé à',
    gstHstNumber: 'N° d’inscription TPS/TVH',
    qstNumber: 'N° d’inscription TVQ',
    zeroRated: 'Détaxé (transport international)',
    route: 'Trajet',
    vehicles: 'Véhicules',
    vin: 'NIV',
    price: 'Prix du transport',
    discount: 'Rabais concessionnaire',
    coupon: 'Coupon',
    fuelFee: 'Frais de carburant',
    fuelFeeExcluded: 'Frais de carburant (exclus)',
    bonus: 'Prime de ponctualité',
    dryRunFee: 'Frais de déplacement à vide (taxes incluses)',
    chargedToCard: 'Montant débité de la carte',
    refundedToCard: 'Remboursé sur la carte',
    tcPrice: 'Prix du transporteur',
    total: 'Total',
    paid: 'Payée',
    unpaid: 'À payer',
    status: 'État',
    taxes: { GST: 'TPS', HST: 'TVH', PST: 'TVP', QST: 'TVQ' } as Record<TaxKind, string>,
    footer: 'Routier · transport de véhicules · montants en dollars canadiens',
  },
} as const;

/** The file name the download gets, in the recipient's language. */
export const invoiceFileName = (locale: Locale, invoice: Pick<InvoiceRow, 'kind' | 'invoiceNumber'>) => {
  const word = invoice.kind === 'customer' ? (locale === 'fr' ? 'facture' : 'invoice') : locale === 'fr' ? 'releve' : 'statement';
  return `${word}-${invoice.invoiceNumber}.pdf`;
};

// money, days and rates through the domain's formatter, as the web and the e-mails write them
const money = (locale: Locale, cents: number) => formatCents(cents, locale);

const day = (locale: Locale, at: Date) => formatDate(at, locale, 'long');

/** A frozen customer invoice read back as its order's price breakdown. */
const invoiceBreakdownLines = (invoice: InvoiceRow) =>
  priceBreakdownLines(
    presentPriceBreakdown({
      subtotalCents: invoice.subtotalCents,
      discountBp: invoice.discountBp,
      discountCents: invoice.discountCents,
      coupon: invoice.couponCents ? { id: 0, cents: invoice.couponCents } : null,
      fuelFeeCents: invoice.fuelFeeCents,
      fuelFeeExcluded: invoice.fuelFeeExcluded,
      taxLines: invoice.taxLines,
      totalCents: invoice.totalCents,
    }),
  );

const breakdownLabel = (t: (typeof TEXTS)[Locale], locale: Locale, l: PriceBreakdownLine): string => {
  switch (l.key) {
    case 'subtotal':
      return t.price;
    case 'discount':
      return `${t.discount} ${formatPercent(l.percent / 100, locale, 2)}`;
    case 'coupon':
      return t.coupon;
    case 'fuelFee':
      return t.fuelFee;
    case 'fuelFeeExcluded':
      return t.fuelFeeExcluded;
    case 'tax':
      return `${t.taxes[l.kind]} ${formatPercent(l.percent / 100, locale, 3)}`;
    case 'total':
      return t.total;
  }
};

/** Who issues the invoices: Routier's legal name, address and sales-tax registration numbers (configuration). */
export type InvoiceSeller = { legalName: string; address: string; gstHstNumber: string; qstNumber: string };

export const invoiceSellerOf = (
  env: Pick<Env, 'INVOICE_LEGAL_NAME' | 'INVOICE_ADDRESS' | 'GST_HST_NUMBER' | 'QST_NUMBER'>,
): InvoiceSeller => ({
  legalName: env.INVOICE_LEGAL_NAME,
  address: env.INVOICE_ADDRESS,
  gstHstNumber: env.GST_HST_NUMBER,
  qstNumber: env.QST_NUMBER,
});

/** What a cancelled card payment came to (decision 054): the charge, and the part of it given back to the card. */
export type InvoiceCardRefund = { chargedCents: number; refundCents: number };

/**
 * Renders an invoice or a carrier statement as a PDF in the recipient's language: the seller with its GST/HST and
 * QST numbers, the customer's name and address, the date, every tax on its own line with its rate (or "zero-rated").
 * A dry-run invoice of a card payment also says what was charged and what went back to the card.
 */
export const renderInvoicePdf = (
  invoice: InvoiceRow,
  locale: Locale,
  seller: InvoiceSeller,
  cardRefund: InvoiceCardRefund | null = null,
): Promise<Buffer> => {
  const t = TEXTS[locale];
  const other = TEXTS[locale === 'fr' ? 'en' : 'fr'];
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  const isCustomer = invoice.kind === 'customer';
  const title = isCustomer ? t.invoice : t.statement;
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `${title} ${invoice.invoiceNumber}` } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = 50;
  const width = doc.page.width - 100;
  doc
    .font('bold')
    .fontSize(20)
    .text(invoice.isDryRun ? `${title} (${t.dryRun})` : title, left, 50);
  doc
    .font('body')
    .fontSize(10)
    .fillColor('#555')
    .text(`${isCustomer ? other.invoice : other.statement} · Routier`)
    .fillColor('#000');
  doc.moveDown(0.5);
  doc.font('bold').fontSize(10).text(seller.legalName, left);
  doc.font('body').text(seller.address, left);
  doc.text(`${t.gstHstNumber}${colon}${seller.gstHstNumber}`, left);
  doc.text(`${t.qstNumber}${colon}${seller.qstNumber}`, left);
  doc.moveDown();

  const row = (label: string, value: string) => {
    doc.font('bold').fontSize(10).text(`${label}${colon}`, { continued: true }).font('body').text(value);
  };
  row(t.number, invoice.invoiceNumber);
  row(t.issued, day(locale, invoice.issuedAt));
  row(t.order, invoice.orderNumber);
  row(invoice.isDryRun ? t.cancelled : t.completed, day(locale, invoice.completedAt));
  row(isCustomer ? t.billedTo : t.paidTo, invoice.recipientName);
  if (invoice.recipientAddress) row(t.address, invoice.recipientAddress);
  if (invoice.fromPlace || invoice.toPlace) row(t.route, `${invoice.fromPlace ?? '—'} → ${invoice.toPlace ?? '—'}`);
  row(t.status, invoice.isPaid ? t.paid : t.unpaid);
  doc.moveDown();

  if (invoice.cars.length) {
    doc.font('bold').fontSize(12).text(t.vehicles, left);
    doc.font('body').fontSize(10);
    for (const car of invoice.cars) {
      const name = [car.year, car.make, car.model].filter(Boolean).join(' ') || '—';
      doc.text(`${name} · ${t.vin}${colon}${car.vin ?? '—'}`, left);
    }
    doc.moveDown();
  }

  const amountX = left + width - 140;
  const line = (label: string, cents: number, bold = false) => {
    const y = doc.y;
    doc
      .font(bold ? 'bold' : 'body')
      .fontSize(bold ? 12 : 10)
      .text(label, left, y, { width: width - 150 });
    doc.text(money(locale, cents), amountX, y, { width: 140, align: 'right' });
    doc.x = left;
  };
  if (isCustomer && invoice.isDryRun) line(t.dryRunFee, invoice.subtotalCents);
  else if (isCustomer) {
    // the order's price breakdown, line for line as the order page and the confirmation e-mail print it
    for (const l of invoiceBreakdownLines(invoice)) {
      if (l.key === 'total') continue;
      line(breakdownLabel(t, locale, l), Math.round(l.amount * 100));
    }
    if (invoice.taxType === 'ZERO_RATED' && !invoice.taxLines.length) line(t.zeroRated, 0);
  } else {
    line(t.tcPrice, invoice.subtotalCents);
    line(t.fuelFee, invoice.fuelFeeCents);
    if (invoice.bonusCents) line(t.bonus, invoice.bonusCents);
  }
  doc
    .moveTo(amountX, doc.y + 2)
    .lineTo(left + width, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  line(t.total, invoice.totalCents, true);
  if (isCustomer && invoice.isDryRun && cardRefund && cardRefund.refundCents > 0) {
    doc.moveDown(0.5);
    line(t.chargedToCard, cardRefund.chargedCents);
    line(t.refundedToCard, cardRefund.refundCents);
  }
  doc.moveDown(3);
  doc.font('body').fontSize(8).fillColor('#555').text(t.footer, left, doc.y, { width }).fillColor('#000');
  doc.end();
  return done;
};
