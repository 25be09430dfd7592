import { z } from 'zod';
import { centsToDollars } from '../orders/money.js';
import { taxTotalCents, type TaxKind, type TaxLine } from '../taxes/province-taxes.js';
import { applyBp, bpToPercent, pcmToPercent } from './rates.js';
import type { PriceQuote } from './price-quote.js';

/**
 * One price breakdown for an order (issue 18 §2): the confirm step, the order page, the confirmation e-mail and
 * the invoice all print these lines and this total. Every amount is in cents, rounded once where the price was
 * computed; the total is the sum of the lines, which is what the gateway charged and the payment recorded.
 */
export type PriceBreakdownCents = {
  /** the chosen speed's price before the dealer discount and the coupon */
  subtotalCents: number;
  /** the dealer discount in basis points (1000 = 10 %), null when none */
  discountBp: number | null;
  discountCents: number;
  coupon: { id: number; cents: number } | null;
  /** the fuel fee charged; 0 when excluded */
  fuelFeeCents: number;
  /** an auction customer paying by invoice does not pay the fuel fee (spec §6) */
  fuelFeeExcluded: boolean;
  taxLines: TaxLine[];
  totalCents: number;
};

/** What a price breakdown is computed from: the prices as quoted at checkout or as stored on the booked order. */
export type PriceBreakdownInput = {
  /** the price after the discount and the coupon (the orders' dealer_price_cents) */
  dealerPriceCents: number;
  discountBp: number | null;
  discountCents: number;
  coupon: { id: number; cents: number } | null;
  /** the fuel fee as priced (it is left out of the total when excluded) */
  fuelFeeCents: number;
  fuelFeeExcluded: boolean;
  taxLines: readonly TaxLine[];
};

/** The breakdown: subtotal = price + discount + coupon; total = price + fuel fee (unless excluded) + taxes. */
export const priceBreakdownCents = (input: PriceBreakdownInput): PriceBreakdownCents => {
  const couponCents = input.coupon?.cents ?? 0;
  const fuelFeeCents = input.fuelFeeExcluded ? 0 : input.fuelFeeCents;
  const taxLines = input.taxLines.map((l) => ({ ...l }));
  return {
    subtotalCents: input.dealerPriceCents + input.discountCents + couponCents,
    discountBp: input.discountCents > 0 ? input.discountBp : null,
    discountCents: input.discountCents,
    coupon: input.coupon && input.coupon.cents > 0 ? { ...input.coupon } : null,
    fuelFeeCents,
    fuelFeeExcluded: input.fuelFeeExcluded,
    taxLines,
    totalCents: input.dealerPriceCents + fuelFeeCents + taxTotalCents(taxLines),
  };
};

/** The breakdown of a checkout quote: what the confirm step shows is what is charged. */
export const quoteBreakdown = (
  q: PriceQuote,
  opts: { discountBp: number | null; couponId: number | null; excludeFuelFee: boolean },
): PriceBreakdownCents =>
  priceBreakdownCents({
    dealerPriceCents: q.dealerPriceCents,
    discountBp: opts.discountBp,
    discountCents: q.discountCents,
    coupon: opts.couponId !== null && q.couponCents > 0 ? { id: opts.couponId, cents: q.couponCents } : null,
    fuelFeeCents: q.fuelFeeCents,
    fuelFeeExcluded: opts.excludeFuelFee,
    taxLines: q.taxLines,
  });

/**
 * The discount of an order stored before its amount was kept: the largest price whose discount leaves the
 * discounted price (several prices can round to the same discounted price; the largest is the one quoted
 * when the rate was applied half up).
 */
export const storedDiscountCents = (discountedCents: number, discountBp: number | null): number => {
  if (!discountBp || discountedCents <= 0) return 0;
  const guess = Math.round((discountedCents * 10_000) / (10_000 - discountBp));
  for (let price = guess + 2; price >= guess - 2; price--) {
    if (price - applyBp(price, discountBp) === discountedCents) return price - discountedCents;
  }
  return guess - discountedCents;
};

/** The stored money of a booked (or priced) order, as the orders table keeps it. */
export type StoredOrderPrice = {
  dealerPriceCents: number | null;
  discountBp: number | null;
  /** null on orders booked before the discount's amount was kept */
  discountCents: number | null;
  couponId: number | null;
  couponCents: number;
  fuelFeeCents: number;
  fuelFeeExcluded: boolean;
  taxLines: readonly TaxLine[];
  /** what checkout charged (price, fuel fee and taxes) */
  dealerPriceTvaCents: number | null;
};

/**
 * The breakdown of a stored order. The fuel fee is the one checkout charged (the order's fuel fee later
 * becomes what the carrier claims with receipts): the charged total less the price and the taxes.
 */
export const orderBreakdown = (o: StoredOrderPrice): PriceBreakdownCents | null => {
  if (o.dealerPriceCents === null) return null;
  const price = o.dealerPriceCents;
  const taxCents = taxTotalCents(o.taxLines);
  const fuelFeeCents = o.fuelFeeExcluded
    ? 0
    : o.dealerPriceTvaCents === null
      ? o.fuelFeeCents
      : Math.max(o.dealerPriceTvaCents - price - taxCents, 0);
  return priceBreakdownCents({
    dealerPriceCents: price,
    discountBp: o.discountBp,
    discountCents: o.discountCents ?? storedDiscountCents(price + o.couponCents, o.discountBp),
    coupon: o.couponCents > 0 ? { id: o.couponId ?? 0, cents: o.couponCents } : null,
    fuelFeeCents,
    fuelFeeExcluded: o.fuelFeeExcluded,
    taxLines: o.taxLines,
  });
};

const TaxKindSchema = z.enum(['GST', 'HST', 'PST', 'QST']);

/** The breakdown in the API's responses (dollars, percents): GET /checkout/{id} and GET /orders/{id}. */
export const PriceBreakdownSchema = z.object({
  /** the chosen speed's price before the dealer discount and the coupon */
  subtotal: z.number(),
  /** the dealer discount, null when none */
  discount: z.object({ percent: z.number(), amount: z.number() }).nullable(),
  /** the coupon taken off, null when none */
  coupon: z.object({ id: z.number().int(), amount: z.number() }).nullable(),
  fuel_fee: z.number(),
  /** the fuel fee is left out when an auction customer pays by invoice (spec §6) */
  fuel_fee_excluded: z.boolean(),
  tax_lines: z.array(z.object({ kind: TaxKindSchema, percent: z.number(), amount: z.number() })),
  /** what is charged: the sum of the lines */
  total: z.number(),
});
export type PriceBreakdown = z.infer<typeof PriceBreakdownSchema>;

export const presentPriceBreakdown = (b: PriceBreakdownCents): PriceBreakdown => ({
  subtotal: centsToDollars(b.subtotalCents),
  discount:
    b.discountCents > 0
      ? { percent: b.discountBp === null ? 0 : bpToPercent(b.discountBp), amount: centsToDollars(b.discountCents) }
      : null,
  coupon: b.coupon ? { id: b.coupon.id, amount: centsToDollars(b.coupon.cents) } : null,
  fuel_fee: centsToDollars(b.fuelFeeCents),
  fuel_fee_excluded: b.fuelFeeExcluded,
  tax_lines: b.taxLines.map((l) => ({ kind: l.kind, percent: pcmToPercent(l.rate_pcm), amount: centsToDollars(l.cents) })),
  total: centsToDollars(b.totalCents),
});

/** One printed line of a breakdown; each medium (web, e-mail, PDF) words `key` in its own texts. */
export type PriceBreakdownLine =
  | { key: 'subtotal'; amount: number }
  | { key: 'discount'; percent: number; amount: number }
  | { key: 'coupon'; id: number; amount: number }
  | { key: 'fuelFee' | 'fuelFeeExcluded'; amount: number }
  | { key: 'tax'; kind: TaxKind; percent: number; amount: number }
  | { key: 'total'; amount: number };

/**
 * The lines every medium prints, in order, in dollars (the reductions negative): subtotal, discount, coupon,
 * fuel fee (or "excluded"), each tax with its rate, total.
 */
export const priceBreakdownLines = (b: PriceBreakdown): PriceBreakdownLine[] => [
  { key: 'subtotal', amount: b.subtotal },
  ...(b.discount ? [{ key: 'discount' as const, percent: b.discount.percent, amount: -b.discount.amount }] : []),
  ...(b.coupon ? [{ key: 'coupon' as const, id: b.coupon.id, amount: -b.coupon.amount }] : []),
  { key: b.fuel_fee_excluded ? ('fuelFeeExcluded' as const) : ('fuelFee' as const), amount: b.fuel_fee },
  ...b.tax_lines.map((l) => ({ key: 'tax' as const, kind: l.kind, percent: l.percent, amount: l.amount })),
  { key: 'total', amount: b.total },
];
