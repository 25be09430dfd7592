import { taxTotalCents, type TaxLine } from '../taxes/province-taxes.js';

/** The order's money as it stands when the invoice is issued (cents). */
export type CustomerInvoiceSource = {
  /** the price after discount and coupon (the orders' dealer_price_cents) */
  dealerPriceCents: number | null;
  fuelFeeCents: number;
  /** the coupon already taken off dealerPriceCents */
  couponCents: number;
  taxLines: readonly TaxLine[];
  /** what checkout charged (price, fuel fee and taxes); null before checkout */
  dealerPriceTvaCents: number | null;
};

/** A customer invoice's frozen amounts: every line rounded on its own, so the lines add up to the total. */
export type CustomerInvoiceAmounts = {
  /** the price before the coupon */
  subtotalCents: number;
  fuelFeeCents: number;
  couponCents: number;
  taxLines: TaxLine[];
  taxCents: number;
  totalCents: number;
};

/**
 * The invoice lines of an order: the price, less the coupon, the fuel fee and each tax line. The total is the
 * sum of the lines. The fuel fee is the one checkout charged (the order's fuel fee later becomes what the
 * carrier claims with receipts, which is the carrier's statement's business, not the customer's).
 */
export const customerInvoiceAmounts = (o: CustomerInvoiceSource): CustomerInvoiceAmounts => {
  const price = o.dealerPriceCents ?? 0;
  const subtotalCents = price + o.couponCents;
  const taxLines = o.taxLines.map((l) => ({ ...l }));
  const taxCents = taxTotalCents(taxLines);
  const fuelFeeCents = o.dealerPriceTvaCents === null ? o.fuelFeeCents : Math.max(o.dealerPriceTvaCents - price - taxCents, 0);
  const totalCents = price + fuelFeeCents + taxCents;
  return { subtotalCents, fuelFeeCents, couponCents: o.couponCents, taxLines, taxCents, totalCents };
};

/** A dry-run invoice: the cancellation fee alone, taxes included (it is a share of the tax-inclusive total). */
export const dryRunInvoiceAmounts = (feeCents: number): CustomerInvoiceAmounts => ({
  subtotalCents: feeCents,
  fuelFeeCents: 0,
  couponCents: 0,
  taxLines: [],
  taxCents: 0,
  totalCents: feeCents,
});

export type CarrierStatementSource = {
  initialTcPriceCents: number | null;
  fuelFeeCents: number;
  performanceBonusCents: number;
  deliveredOnTime: boolean | null;
};

export type CarrierStatementAmounts = {
  tcPriceCents: number;
  fuelFeeCents: number;
  bonusCents: number;
  totalCents: number;
};

/** A carrier statement: the job's price, the fuel fee and the on-time bonus (only when delivered on time). */
export const carrierStatementAmounts = (o: CarrierStatementSource): CarrierStatementAmounts => {
  const tcPriceCents = o.initialTcPriceCents ?? 0;
  const bonusCents = o.deliveredOnTime ? o.performanceBonusCents : 0;
  return { tcPriceCents, fuelFeeCents: o.fuelFeeCents, bonusCents, totalCents: tcPriceCents + o.fuelFeeCents + bonusCents };
};
