import { zoneOffsetMinutes } from '../common/business-day.js';
import { OrderStatus, ShippingMethod } from '../orders/enums.js';
import { quoteAvailability, type AvailabilityInput } from '../pricing/availability.js';
import { addBusinessDays } from '../pricing/business-days.js';
import { carrierShareCents } from '../pricing/carrier-price.js';
import { PRICING_METHODS } from '../pricing/pricing-options.js';
import type { PriceQuote } from '../pricing/price-quote.js';
import { applyBp, BP_SCALE } from '../pricing/rates.js';
import { freightTaxLines, taxTotalCents, type FreightTaxes } from '../taxes/province-taxes.js';

/** Spec §4: what the customer's quotes table shows in a quote's action cell. */
export type QuoteDisplayState = 'offer_expired' | 'offer_accepted' | 'accept_offer';

/**
 * Inactive (another quote was accepted, or the request closed) or past its available_till: "offer expired";
 * accepted: "offer accepted"; otherwise the customer may "accept offer".
 */
export const quoteDisplayState = (
  q: { is_active: boolean; is_accepted: boolean; available_till: string | null },
  now: Date,
): QuoteDisplayState => {
  if (q.is_accepted) return 'offer_accepted';
  if (!q.is_active || isQuoteExpired(q, now)) return 'offer_expired';
  return 'accept_offer';
};

/** A quote with no available_till never expires; one whose instant has passed has. */
export const isQuoteExpired = (q: { available_till: string | null }, now: Date) =>
  q.available_till !== null && Date.parse(q.available_till) <= now.getTime();

/** Spec §4: flexible with no needed-by date; priority when the drop-off day is the needed-by day; otherwise other ETA. */
export type QuoteOrderType = 'flexible' | 'priority' | 'other_eta';
export const quoteOrderType = (q: { needed_by_date: string | null; dropoff_date: string | null }): QuoteOrderType => {
  if (!q.needed_by_date) return 'flexible';
  return q.dropoff_date === q.needed_by_date ? 'priority' : 'other_eta';
};

/** Spec §4 (the coupons' rule too): none → no expiration; past → expired; under an hour; else whole hours left. */
export type ExpiryText = { kind: 'none' } | { kind: 'expired' } | { kind: 'less_than_hour' } | { kind: 'hours'; hours: number };
export const expiryText = (availableTill: string | null, now: Date): ExpiryText => {
  if (availableTill === null) return { kind: 'none' };
  const ms = Date.parse(availableTill) - now.getTime();
  if (ms <= 0) return { kind: 'expired' };
  if (ms < 3_600_000) return { kind: 'less_than_hour' };
  return { kind: 'hours', hours: Math.floor(ms / 3_600_000) };
};

/**
 * Decision 028: the carrier quotes what it earns; the customer's price is the smallest whole-cent price whose
 * carrier share (price minus the platform commission, as for priced orders) is at least the quote.
 */
export const customerPriceFromCarrier = (carrierCents: number, commissionBp: number): number => {
  if (commissionBp <= 0) return carrierCents;
  if (commissionBp >= BP_SCALE) throw new RangeError('commission must be under 100 %');
  let price = Math.ceil((carrierCents * BP_SCALE) / (BP_SCALE - commissionBp));
  while (price > carrierCents && carrierShareCents(price - 1, commissionBp) >= carrierCents) price -= 1;
  while (carrierShareCents(price, commissionBp) < carrierCents) price += 1;
  return price;
};

/**
 * The checkout's price of an order whose customer accepted a quote: the quote's dealer price (less a coupon),
 * the fuel fee and taxes as for any order; the carrier gets exactly what it quoted, plus the bonus on time.
 * No dealer discount: the price comes from a carrier, not the rate card.
 */
export const quotedPriceQuote = (input: {
  dealerPriceCents: number;
  carrierPriceCents: number;
  taxes: FreightTaxes;
  couponCents?: number;
  fuelFeeBp: number;
  performanceBonusBp: number;
}): PriceQuote => {
  const couponCents = Math.min(input.couponCents ?? 0, input.dealerPriceCents);
  const dealerPriceCents = input.dealerPriceCents - couponCents;
  const fuelFeeCents = applyBp(dealerPriceCents, input.fuelFeeBp);
  const lines = freightTaxLines(input.taxes, dealerPriceCents + fuelFeeCents);
  const taxFeeCents = taxTotalCents(lines);
  return {
    regularCents: input.dealerPriceCents,
    expressCents: input.dealerPriceCents,
    discountCents: 0,
    couponCents,
    dealerPriceCents,
    fuelFeeCents,
    taxLines: lines,
    taxFeeCents,
    totalCents: dealerPriceCents + fuelFeeCents + taxFeeCents,
    carrierPriceCents: input.carrierPriceCents,
    performanceBonusCents: applyBp(input.carrierPriceCents, input.performanceBonusBp),
  };
};

/**
 * Spec §4, shipping methods a quote may offer: the pricing availability rule (a flatbed for non-running cars past
 * 700 km, decision 058); a request that named a method
 * allows only that one (enclosed is haul away with the enclosed flag).
 */
export const quoteMethods = (
  input: AvailabilityInput,
  requested: { shipping_method: number | null; is_enclosed: boolean },
): ShippingMethod[] => {
  const available = PRICING_METHODS.filter((m) => quoteAvailability(m, input).available);
  if (requested.shipping_method === null) return available;
  const wanted =
    requested.is_enclosed && requested.shipping_method === ShippingMethod.HaulAway
      ? ShippingMethod.Enclosed
      : (requested.shipping_method as ShippingMethod);
  return available.filter((m) => m === wanted);
};

/** Spec §5: a quote stays open at most 5 business days. */
export const QUOTE_MAX_BUSINESS_DAYS = 5;

/** The instant a local day ends (23:59:59.999 there) in a time zone. */
export const dayEndIn = (day: string, timeZone: string): Date => {
  const asUtc = new Date(`${day}T23:59:59.999Z`);
  return new Date(asUtc.getTime() - zoneOffsetMinutes(asUtc, timeZone) * 60_000);
};

/**
 * Spec §5, quote availability: the latest instant a quote may stay open: 5 business days from now (the same
 * time of day on the fifth business day) and no later than the end of the pickup day.
 */
export const latestAvailableTill = (now: Date, today: string, pickupDayEnd: Date): Date => {
  const fifth = addBusinessDays(today, QUOTE_MAX_BUSINESS_DAYS);
  const days = Math.round((Date.parse(`${fifth}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const businessLimit = new Date(now.getTime() + days * 86_400_000);
  return businessLimit < pickupDayEnd ? businessLimit : pickupDayEnd;
};

/** Availability in hours: days × 24 plus hours (spec §5). */
export const availabilityHours = (days: number | null, hours: number | null) => (days ?? 0) * 24 + (hours ?? 0);

/** Quote requests are open while the order waits in auto dispatch pending (status 11). */
export const AUTO_DISPATCH_STATUSES: readonly OrderStatus[] = [OrderStatus.AutoDispatchPending];

/**
 * Decision 028, the preferred quote: among those the customer can still accept, the cheapest whose carrier is
 * rated 4 or more (or not rated yet); the cheapest of all when every carrier is rated lower. Null: none.
 */
export const preferredQuoteId = (
  quotes: readonly { id: number; rating: number | null; dealer_price: number; acceptable: boolean }[],
): number | null => {
  const open = quotes.filter((q) => q.acceptable);
  const trusted = open.filter((q) => q.rating === null || q.rating >= 4);
  const pool = trusted.length ? trusted : open;
  const best = [...pool].sort((a, b) => a.dealer_price - b.dealer_price || a.id - b.id)[0];
  return best?.id ?? null;
};
