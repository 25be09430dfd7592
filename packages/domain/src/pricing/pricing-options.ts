import { centsToDollars } from '../orders/money.js';
import { ShippingMethod } from '../orders/enums.js';
import type { FreightTaxes } from '../taxes/province-taxes.js';
import type { Role } from '../users/roles.js';
import { methodAvailability } from './availability.js';
import { addBusinessDays, addCalendarDays } from './business-days.js';
import { localParts } from './local-time.js';
import type { PricingOption, PricingOptionsResponse } from './pricing-responses.js';
import { deliveryDays, priceQuote, type CarForPricing, type PriceQuote } from './price-quote.js';
import { DEFAULT_RATE_CARD, type RateCard } from './rate-card.js';

export const PRICING_METHODS = [
  ShippingMethod.DriveAway,
  ShippingMethod.Flatbed,
  ShippingMethod.HaulAway,
  ShippingMethod.Enclosed,
] as const;

export type RoutePlace = { country: 'CA' | 'US'; province: string; lng: number };

export type PricingContext = {
  km: number | null;
  cars: readonly CarForPricing[];
  role: Role | null;
  origin: RoutePlace;
  destination: RoutePlace;
  /** the transport's taxes on the day the price is made (freightTaxes) */
  taxes: FreightTaxes;
  discountBp: number | null;
  card?: RateCard;
};

/**
 * A route has an automatic price when its distance is known and both ends are in Canada; cross-border
 * and unroutable orders are priced by carriers' quotes (the request-quote button).
 */
export const hasAutomaticPrice = (ctx: Pick<PricingContext, 'km' | 'origin' | 'destination'>) =>
  ctx.km !== null && ctx.origin.country === 'CA' && ctx.destination.country === 'CA';

/** The rate-card method that prices a chosen method (enclosed has its own rates, with no extra surcharge). */
export const quoteFor = (
  ctx: PricingContext,
  method: ShippingMethod,
  express: boolean,
  extra: { couponCents?: number } = {},
): PriceQuote =>
  priceQuote(
    {
      method,
      km: ctx.km ?? 0,
      cars: ctx.cars,
      enclosed: false,
      express,
      taxes: ctx.taxes,
      discountBp: ctx.discountBp,
      couponCents: extra.couponCents,
    },
    ctx.card ?? DEFAULT_RATE_CARD,
  );

export const pricingOption = (ctx: PricingContext, method: ShippingMethod): PricingOption => {
  const availability = methodAvailability(method, {
    km: ctx.km,
    cars: ctx.cars,
    role: ctx.role,
    originCountry: ctx.origin.country,
    destinationCountry: ctx.destination.country,
  });
  if (!availability.available) {
    return {
      shipping_method: method,
      is_available: false,
      reason: availability.reason,
      dealer_price: null,
      dealer_express_price: null,
      delivery_time: null,
    };
  }
  if (!hasAutomaticPrice(ctx)) {
    return {
      shipping_method: method,
      is_available: true,
      reason: null,
      dealer_price: null,
      dealer_express_price: null,
      delivery_time: null,
    };
  }
  const regular = quoteFor(ctx, method, false);
  const express = quoteFor(ctx, method, true);
  return {
    shipping_method: method,
    is_available: true,
    reason: null,
    dealer_price: centsToDollars(regular.dealerPriceCents),
    dealer_express_price: centsToDollars(express.dealerPriceCents),
    delivery_time: deliveryDays(ctx.km ?? 0),
  };
};

/**
 * The pickup timeframes the step shows (spec §9: 24 hours, 3 days, 7 days) as the last pickup day of each,
 * counted from the pickup's local today: the next day, then 3 and 7 business days.
 */
export const timeframeLabels = (now: Date, timeZone: string) => {
  const today = localParts(now, timeZone).date;
  return {
    timeframe_1_label: addCalendarDays(today, 1),
    timeframe_3_label: addBusinessDays(today, 3),
    timeframe_7_label: addBusinessDays(today, 7),
  };
};

/** The options and labels of GET /pricing-options/v2/{id}; the service adds the order's own dates. */
export const pricingOptions = (
  ctx: PricingContext,
  now: Date,
  timeZone: string,
): Omit<PricingOptionsResponse, 'min_delivery' | 'is_express_before_noon'> => ({
  pricing_options: PRICING_METHODS.map((m) => pricingOption(ctx, m)),
  ...timeframeLabels(now, timeZone),
  data: { distance: ctx.km === null ? null : Math.round(ctx.km * 10) / 10 },
});

/** Earliest deliver-by day of a priority quote request: the load date plus the route's business days. */
export const minDeliveryDate = (startDay: string, km: number | null): string => addBusinessDays(startDay, deliveryDays(km ?? 0));

/** The stored method of a chosen one: enclosed is haul away with the enclosed flag (spec §3). */
export const storedMethod = (method: ShippingMethod) =>
  method === ShippingMethod.Enclosed
    ? { shippingMethod: ShippingMethod.HaulAway, isEnclosed: true }
    : { shippingMethod: method, isEnclosed: false };

/** The method a stored order was priced by. */
export const pricedMethod = (shippingMethod: number, isEnclosed: boolean): ShippingMethod =>
  isEnclosed && shippingMethod === ShippingMethod.HaulAway ? ShippingMethod.Enclosed : (shippingMethod as ShippingMethod);
