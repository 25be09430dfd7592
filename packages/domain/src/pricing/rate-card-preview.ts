import type { Province } from '../common/provinces.js';
import { CarType, ShippingMethod } from '../orders/enums.js';
import { centsToDollars } from '../orders/money.js';
import type { CarForPricing } from './price-quote.js';
import { priceQuote } from './price-quote.js';
import { freightTaxes } from '../taxes/province-taxes.js';
import type { RateCard } from './rate-card.js';
import type { RateCardPreviewRow } from './pricing-responses.js';

export type SampleRoute = {
  key: string;
  from: string;
  to: string;
  km: number;
  method: ShippingMethod;
  cars: CarForPricing[];
  /** the provinces of its ends: the transport's taxes follow the place-of-supply rule */
  fromProvince: Province;
  toProvince: Province;
};

const sedan = { type: CarType.Sedan, operable: true };

/** Routes the admin console prices with the draft and the current rate card, one per tier and method. */
export const SAMPLE_ROUTES: SampleRoute[] = [
  {
    key: 'toronto-hamilton',
    from: 'Toronto',
    to: 'Hamilton',
    km: 68,
    method: ShippingMethod.DriveAway,
    cars: [sedan],
    fromProvince: 'ON',
    toProvince: 'ON',
  },
  {
    key: 'toronto-ottawa',
    from: 'Toronto',
    to: 'Ottawa',
    km: 451,
    method: ShippingMethod.Flatbed,
    cars: [{ type: CarType.Suv, operable: false }],
    fromProvince: 'ON',
    toProvince: 'ON',
  },
  {
    key: 'toronto-montreal',
    from: 'Toronto',
    to: 'Montréal',
    km: 541,
    method: ShippingMethod.HaulAway,
    cars: [sedan, sedan, sedan],
    fromProvince: 'ON',
    toProvince: 'QC',
  },
  {
    key: 'montreal-halifax',
    from: 'Montréal',
    to: 'Halifax',
    km: 1_247,
    method: ShippingMethod.HaulAway,
    cars: [{ type: CarType.Pickup, operable: true }],
    fromProvince: 'QC',
    toProvince: 'NS',
  },
  {
    key: 'calgary-vancouver',
    from: 'Calgary',
    to: 'Vancouver',
    km: 973,
    method: ShippingMethod.Enclosed,
    cars: [sedan],
    fromProvince: 'AB',
    toProvince: 'BC',
  },
];

const onRoad = (province: Province) => ({ country: 'CA', province });

const priced = (route: SampleRoute, card: RateCard, day: string) => {
  const q = priceQuote(
    {
      method: route.method,
      km: route.km,
      cars: route.cars,
      enclosed: false,
      express: false,
      taxes: freightTaxes({ origin: onRoad(route.fromProvince), destination: onRoad(route.toProvince) }, day),
      discountBp: null,
    },
    card,
  );
  return { price: q.dealerPriceCents, total: q.totalCents };
};

/** The sample routes' prices under the current card and a draft, side by side, with the taxes of a business day. */
export const previewRateCard = (draft: RateCard, current: RateCard, day: string): RateCardPreviewRow[] =>
  SAMPLE_ROUTES.map((route) => {
    const before = priced(route, current, day);
    const after = priced(route, draft, day);
    return {
      key: route.key,
      from: route.from,
      to: route.to,
      km: route.km,
      shipping_method: route.method,
      cars: route.cars.length,
      current: { price: centsToDollars(before.price), total: centsToDollars(before.total) },
      draft: { price: centsToDollars(after.price), total: centsToDollars(after.total) },
      change_percent: before.price === 0 ? 0 : Math.round(((after.price - before.price) * 1000) / before.price) / 10,
    };
  });
