import type { PriceQuote } from './price-quote.js';

/** Spec §9: the total is dealer_price_tva, minus the fuel fee when an auction user pays by invoice. */
export const totalDueCents = (q: Pick<PriceQuote, 'totalCents' | 'fuelFeeCents'>, excludeFuelFee: boolean) =>
  q.totalCents - (excludeFuelFee ? q.fuelFeeCents : 0);
