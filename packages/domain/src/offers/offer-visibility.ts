import { OrderStatus, ShippingMethod } from '../orders/enums.js';

/** Spec §4: offers are open to carriers while the order status is 3 (active) or 8 (delayed). */
export const OFFER_STATUSES: readonly OrderStatus[] = [OrderStatus.Active, OrderStatus.Delayed];

export type OfferCandidate = {
  status: number;
  carrier_business_id: number | null;
  deleted: boolean;
  shipping_method: number | null;
  pickup_province: string | null;
};
export type CarrierReach = { provinces: readonly string[]; shipping_methods: readonly number[] };

/** The delivery type a carrier serves for an order's method (enclosed travels as haul away). */
export const carrierMethodOf = (method: number | null): number | null =>
  method === ShippingMethod.Enclosed ? ShippingMethod.HaulAway : method;

/**
 * ARCHITECTURE §5: a booked order nobody holds is an offer to the transport companies whose service regions
 * include the pickup province and whose delivery types include the method. (Saved order filters narrow the
 * board's defaults; they never hide an offer the carrier opens by its link.)
 */
export const isOfferOpenTo = (order: OfferCandidate, carrier: CarrierReach): boolean =>
  !order.deleted &&
  order.carrier_business_id === null &&
  OFFER_STATUSES.includes(order.status as OrderStatus) &&
  order.pickup_province !== null &&
  carrier.provinces.includes(order.pickup_province) &&
  carrier.shipping_methods.includes(carrierMethodOf(order.shipping_method) ?? -1);

/** Offers show the postal code's first three characters only (the forward sortation area in Canada). */
export const postalPrefix = (zip: string): string => zip.replace(/\s+/g, '').slice(0, 3).toUpperCase();

/** Offers show coordinates rounded to 0.1° (about 10 km), enough for a map of the route, not for a street. */
export const blurCoordinate = (value: number): number => Math.round(value * 10) / 10;
