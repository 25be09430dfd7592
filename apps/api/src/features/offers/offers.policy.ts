import { and, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  INSURANCE_EXPIRED_MESSAGE,
  isInsuranceExpired,
  isOfferOpenTo,
  offerNarrowing,
  offerScope,
  ShippingMethod,
  type OfferCompany,
  type OffersQuery,
} from '@routier/domain';
import { orders, type BusinessDetailsRow, type OrderRow } from '../../db/schema/index.js';
import { AppError, forbidden } from '../../lib/app-error.js';
import { containsPattern } from '../../lib/paging.js';

/** A transport company as the offers rules see it. */
export const offerCompany = (b: BusinessDetailsRow): OfferCompany => ({
  provinces: b.provinces,
  shipping_methods: b.shippingMethods,
  order_filters: b.orderFilters,
});

/** The caller's company (a dispatcher acts for his): without one, no offer is his to see. */
export const requireCompany = (business: BusinessDetailsRow | null): BusinessDetailsRow => {
  if (!business) throw forbidden();
  return business;
};

/** Is this order an offer open to the company (the domain's rule over a row; saved filters only narrow the board)? */
export const isOpenTo = (order: OrderRow, company: BusinessDetailsRow) =>
  isOfferOpenTo(
    {
      status: order.status,
      carrier_business_id: order.carrierBusinessId,
      deleted: order.deletedAt !== null,
      pickup_province: order.origin?.province ?? null,
      shipping_method: order.shippingMethod,
    },
    offerCompany(company),
  );

/** Applying and bidding need insurance that has not expired (spec §8). */
export const requireInsurance = (company: BusinessDetailsRow, today: string) => {
  if (isInsuranceExpired(company.expiryDate, today)) {
    throw new AppError('forbidden', INSURANCE_EXPIRED_MESSAGE, { insurance: ['insuranceExpired'] });
  }
};

/**
 * The WHERE of a company's board besides the statuses: held by nobody, pickup in its regions, method in its
 * delivery types (both narrowed by the carrier's picks), its saved filters, and the searches. The first
 * three conditions are those of the partial index orders_offers_idx. A typed place matches any part of the
 * place an offer shows (city, province, postal-code prefix), ignoring case and accents: the stored, folded
 * pickup_place and dropoff_place (routier_shown_place), found by their trigram indexes or checked on the
 * entries of the board's ordered indexes.
 *
 * Its values are placeholders (`values`), its `key` names everything else, so the board's statements are
 * built once per key. Lists are one array value each (`= any(...)`), which PostgreSQL plans as the list.
 */
export const offersStatement = (
  company: BusinessDetailsRow,
  query: Partial<OffersQuery> = {},
): { condition: SQL; key: string; values: Record<string, unknown> } => {
  const scope = offerScope(offerCompany(company), { provinces: query.province, methods: query.shipping_method });
  if (scope.provinces.length === 0 || scope.methods.length === 0) return { condition: sql`false`, key: 'none', values: {} };
  const narrowing = offerNarrowing(company.orderFilters);
  const condition = and(
    isNull(orders.carrierBusinessId),
    sql`${orders.pickupProvince} = any(${sql.placeholder('provinces')})`,
    sql`${orders.shippingMethod} = any(${sql.placeholder('methods')})`,
    narrowing.enclosedOnly ? eq(orders.isEnclosed, true) : undefined,
    narrowing.priorityOnly ? eq(orders.isExpress, true) : undefined,
    narrowing.usTypes ? sql`${orders.usExternalType} = any(${sql.placeholder('usTypes')})` : undefined,
    query.from_address ? sql`${orders.pickupPlace} like routier_fold(${sql.placeholder('from')})` : undefined,
    query.to_address ? sql`${orders.dropoffPlace} like routier_fold(${sql.placeholder('to')})` : undefined,
    query.cars_amount ? lte(orders.carsAmount, sql.placeholder('cars')) : undefined,
  ) as SQL;
  const key = [
    narrowing.enclosedOnly && 'enclosed',
    narrowing.priorityOnly && 'priority',
    narrowing.usTypes && 'us',
    query.from_address && 'from',
    query.to_address && 'to',
    query.cars_amount && 'cars',
  ]
    .filter(Boolean)
    .join('_');
  return {
    condition,
    key: key || 'all',
    values: {
      provinces: scope.provinces,
      // enclosed travels as haul away
      methods: scope.methods.includes(ShippingMethod.HaulAway) ? [...scope.methods, ShippingMethod.Enclosed] : scope.methods,
      usTypes: narrowing.usTypes,
      from: query.from_address ? containsPattern(query.from_address) : null,
      to: query.to_address ? containsPattern(query.to_address) : null,
      cars: query.cars_amount ?? null,
    },
  };
};
