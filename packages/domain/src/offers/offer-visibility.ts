import { CARRIER_METHODS, OrderStatus, ShippingMethod } from '../orders/enums.js';
import { UsExternalType } from '../orders/address-rules.js';

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
 * docs/architecture.md, Product rules: a booked order nobody holds is an offer to the transport companies whose service regions
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

export type OrderFilterCategory = 'enclosed' | 'priority' | 'snowbirds';
export type SavedOrderFilter = { category: OrderFilterCategory; value: string };

/** A transport company as the board sees it: its reach and its saved order filters. */
export type OfferCompany = CarrierReach & { order_filters: readonly SavedOrderFilter[] };

/**
 * The narrowing of the saved order filters on the board (decision 027): each saved category keeps only its
 * kind of order: enclosed '1' → enclosed orders; priority '1' → express orders; snowbirds '1'/'2' → the US
 * orders of those types (snowbirds, export). A category saved as '0' or not saved narrows nothing.
 */
export type OfferNarrowing = { enclosedOnly: boolean; priorityOnly: boolean; usTypes: number[] | null };

export const offerNarrowing = (filters: readonly SavedOrderFilter[]): OfferNarrowing => {
  const on = (category: OrderFilterCategory) => filters.some((f) => f.category === category && f.value === '1');
  const usTypes = filters
    .filter((f) => f.category === 'snowbirds')
    .map((f) => Number(f.value))
    .filter((v) => v === UsExternalType.Snowbirds || v === UsExternalType.Export);
  return { enclosedOnly: on('enclosed'), priorityOnly: on('priority'), usTypes: usTypes.length ? [...new Set(usTypes)] : null };
};

/** Does an order pass a company's saved filters (the board and its badge; opening an offer ignores them)? */
export const passesSavedFilters = (
  order: { is_enclosed: boolean; is_express: boolean; us_external_type: number | null },
  filters: readonly SavedOrderFilter[],
): boolean => {
  const n = offerNarrowing(filters);
  if (n.enclosedOnly && !order.is_enclosed) return false;
  if (n.priorityOnly && !order.is_express) return false;
  return !n.usTypes || (order.us_external_type !== null && n.usTypes.includes(order.us_external_type));
};

/**
 * The regions and methods a board shows: the company's, narrowed to those the carrier picked (none
 * picked: all of the company's). A pick outside the company's never widens the board.
 */
export const offerScope = (company: CarrierReach, pick: { provinces?: readonly string[]; methods?: readonly number[] }) => {
  const methods = company.shipping_methods.filter((m) => (CARRIER_METHODS as readonly number[]).includes(m));
  return {
    provinces: pick.provinces?.length ? company.provinces.filter((p) => pick.provinces?.includes(p)) : [...company.provinces],
    methods: pick.methods?.length ? methods.filter((m) => pick.methods?.includes(m)) : methods,
  };
};
