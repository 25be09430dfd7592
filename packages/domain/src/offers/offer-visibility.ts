import { CARRIER_METHODS, OrderStatus } from '../orders/enums.js';
import { UsExternalType } from '../orders/address-rules.js';

/** Statuses in which a booked order is open to carriers (spec §4). */
export const OFFER_STATUSES: readonly OrderStatus[] = [OrderStatus.Active, OrderStatus.Delayed];

export type OrderFilterCategory = 'enclosed' | 'priority' | 'snowbirds';
export type SavedOrderFilter = { category: OrderFilterCategory; value: string };

/** What the board needs to know of a transport company: its service regions, delivery types and saved filters. */
export type OfferCompany = {
  provinces: readonly string[];
  shipping_methods: readonly number[];
  order_filters: readonly SavedOrderFilter[];
};

/** What the board asks of an order; `province` is the pickup's. */
export type OfferCandidate = {
  status: number;
  carrier_business_id: number | null;
  deleted: boolean;
  province: string | null;
  shipping_method: number | null;
  is_enclosed: boolean;
  is_express: boolean;
  us_external_type: number | null;
};

/**
 * The narrowing of the saved order filters (decision 022): each saved category keeps only its kind of
 * order: enclosed '1' → enclosed orders; priority '1' → express orders; snowbirds '1'/'2' → the US
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

/**
 * The regions and methods a board shows: the company's, narrowed to those the carrier picked (none
 * picked: all of the company's). A pick outside the company's never widens the board.
 */
export const offerScope = (company: OfferCompany, pick: { provinces?: readonly string[]; methods?: readonly number[] }) => {
  const methods = company.shipping_methods.filter((m) => (CARRIER_METHODS as readonly number[]).includes(m));
  return {
    provinces: pick.provinces?.length ? company.provinces.filter((p) => pick.provinces?.includes(p)) : [...company.provinces],
    methods: pick.methods?.length ? methods.filter((m) => pick.methods?.includes(m)) : methods,
  };
};

/** Is an order an offer open to this company: booked, not held by anyone, in its regions, methods and filters. */
export const isOfferOpenTo = (order: OfferCandidate, company: OfferCompany): boolean => {
  if (order.deleted || order.carrier_business_id !== null) return false;
  if (!OFFER_STATUSES.includes(order.status as OrderStatus)) return false;
  const scope = offerScope(company, {});
  if (order.province === null || !scope.provinces.includes(order.province)) return false;
  if (order.shipping_method === null || !scope.methods.includes(order.shipping_method)) return false;
  const narrowing = offerNarrowing(company.order_filters);
  if (narrowing.enclosedOnly && !order.is_enclosed) return false;
  if (narrowing.priorityOnly && !order.is_express) return false;
  if (narrowing.usTypes && (order.us_external_type === null || !narrowing.usTypes.includes(order.us_external_type))) return false;
  return true;
};
