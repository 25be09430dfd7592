import { CarType, ShippingMethod } from '../orders/enums.js';
import { freightTaxLines, taxTotalCents, type FreightTaxes, type TaxLine } from '../taxes/province-taxes.js';
import { carrierShareCents } from './carrier-price.js';
import { DEFAULT_RATE_CARD, tierRate, type RateCard } from './rate-card.js';
import { applyBp, perKmCents } from './rates.js';

export type CarForPricing = { type: CarType | null; operable: boolean; antique?: boolean };

export type PriceQuoteInput = {
  method: ShippingMethod;
  km: number;
  cars: readonly CarForPricing[];
  enclosed: boolean;
  express: boolean;
  /** the taxes the transport pays (freightTaxes on the day the price is made) */
  taxes: FreightTaxes;
  /** the dealer's discount while unexpired, in basis points */
  discountBp: number | null;
  couponCents?: number;
};

export type PriceQuote = {
  /** price of the cars before discount, regular and express */
  regularCents: number;
  expressCents: number;
  discountCents: number;
  couponCents: number;
  /** the customer's price: the chosen speed's price minus discount and coupon */
  dealerPriceCents: number;
  fuelFeeCents: number;
  taxLines: TaxLine[];
  taxFeeCents: number;
  /** what the customer pays: price + fuel fee + taxes */
  totalCents: number;
  /** the carrier's price: the customer price minus the platform commission */
  carrierPriceCents: number;
  /** paid to the carrier on top when it delivers on time */
  performanceBonusCents: number;
};

/** One car's price: the method's tier base and per-km rate, times its type, plus surcharges; each step half up. */
const carPriceCents = (card: RateCard, input: PriceQuoteInput, car: CarForPricing): number => {
  const rate = tierRate(card.methods[input.method], input.km);
  const base = rate.base + perKmCents(rate.perKm, input.km);
  const typed = applyBp(base, card.carTypeBp[car.type ?? CarType.Sedan]);
  const surchargeBp =
    (input.enclosed ? card.enclosedSurchargeBp : 0) +
    (car.antique ? card.antiqueSurchargeBp : 0) +
    (car.operable ? 0 : card.inoperableSurchargeBp);
  return typed + applyBp(typed, surchargeBp);
};

/**
 * The price of an order by the rate card: every line in integer cents, rounded half up on its own, so
 * total = dealer price + fuel fee + the sum of the tax lines, exactly.
 */
export const priceQuote = (input: PriceQuoteInput, card: RateCard = DEFAULT_RATE_CARD): PriceQuote => {
  const regularCents = input.cars.reduce((sum, car) => sum + carPriceCents(card, input, car), 0);
  const expressCents = regularCents + applyBp(regularCents, card.expressSurchargeBp);
  const chosen = input.express ? expressCents : regularCents;
  const discountCents = input.discountBp ? applyBp(chosen, input.discountBp) : 0;
  const couponCents = Math.min(input.couponCents ?? 0, chosen - discountCents);
  const dealerPriceCents = chosen - discountCents - couponCents;
  const fuelFeeCents = applyBp(dealerPriceCents, card.fuelFeeBp);
  const lines = freightTaxLines(input.taxes, dealerPriceCents + fuelFeeCents);
  const taxFeeCents = taxTotalCents(lines);
  const carrierPriceCents = carrierShareCents(dealerPriceCents, card.commissionBp);
  return {
    regularCents,
    expressCents,
    discountCents,
    couponCents,
    dealerPriceCents,
    fuelFeeCents,
    taxLines: lines,
    taxFeeCents,
    totalCents: dealerPriceCents + fuelFeeCents + taxFeeCents,
    carrierPriceCents,
    performanceBonusCents: applyBp(carrierPriceCents, card.performanceBonusBp),
  };
};

/** Business days in transit: one to load, plus one per 450 km; express is one day. */
export const deliveryDays = (km: number, express = false): number => (express ? 1 : 1 + Math.ceil(km / 450));
