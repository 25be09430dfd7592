import { applyBp } from './rates.js';

type CarrierPriceParts = {
  initial_tc_price_cents: number | null;
  fuel_fee_cents: number;
  performance_bonus_cents: number;
  delivered_on_time: boolean | null;
};

/**
 * What the carrier earns: its price plus the fuel fee, plus the performance bonus when delivered on time.
 * The only place this rule lives: the API stores its result with the order and sorts on that.
 */
export const carrierPriceCents = (o: CarrierPriceParts): number | null => {
  if (o.initial_tc_price_cents == null) return null;
  return o.initial_tc_price_cents + o.fuel_fee_cents + (o.delivered_on_time ? o.performance_bonus_cents : 0);
};

/** The carrier's share of the customer price: the price minus the platform commission (bp), half up. */
export const carrierShareCents = (dealerPriceCents: number, commissionBp: number): number =>
  dealerPriceCents - applyBp(dealerPriceCents, commissionBp);
