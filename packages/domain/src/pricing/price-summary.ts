import { centsToDollars } from '../orders/money.js';
import { pcmToPercent } from './rates.js';
import type { PriceQuote } from './price-quote.js';
import type { TaxKind } from '../taxes/province-taxes.js';

/** The confirm step's price summary (spec §2 step 5), dollars with 2 decimals. */
export type PriceSummary = {
  /** the chosen speed's price before discount and coupon */
  subtotal: number;
  discount: number;
  /** dealer discount in percent, null when none */
  discount_percent: number | null;
  coupon: number;
  fuel_fee: number;
  tax_lines: { kind: TaxKind; percent: number; amount: number }[];
  /** the fuel fee is left out when an auction customer pays by invoice (spec §6) */
  fuel_fee_excluded: boolean;
  total: number;
};

export const priceSummary = (q: PriceQuote, opts: { discountBp: number | null; excludeFuelFee: boolean }): PriceSummary => ({
  subtotal: centsToDollars(q.dealerPriceCents + q.discountCents + q.couponCents),
  discount: centsToDollars(q.discountCents),
  discount_percent: opts.discountBp ? opts.discountBp / 100 : null,
  coupon: centsToDollars(q.couponCents),
  fuel_fee: centsToDollars(q.fuelFeeCents),
  tax_lines: q.taxLines.map((l) => ({ kind: l.kind, percent: pcmToPercent(l.rate_pcm), amount: centsToDollars(l.cents) })),
  fuel_fee_excluded: opts.excludeFuelFee,
  total: centsToDollars(totalDueCents(q, opts.excludeFuelFee)),
});

/** Spec §9: the total is dealer_price_tva, minus the fuel fee when an auction user pays by invoice. */
export const totalDueCents = (q: Pick<PriceQuote, 'totalCents' | 'fuelFeeCents'>, excludeFuelFee: boolean) =>
  q.totalCents - (excludeFuelFee ? q.fuelFeeCents : 0);
