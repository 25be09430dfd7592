import { carrierMethodOf, OrderStatus, quoteMethods, type Role, type ShippingMethod } from '@routier/domain';
import type { BusinessDetailsRow, OrderRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { CarRow } from '../orders/orders.service.js';

/** What the matching rule needs to know about a request. */
export type RequestFacts = { order: OrderRow; cars: CarRow[]; ownerRole: Role | null };

/** Methods a quote on the request may offer (spec §4 availability; the request's method if it named one). */
export const requestMethods = ({ order, cars, ownerRole }: RequestFacts): ShippingMethod[] =>
  quoteMethods(
    {
      km: order.distanceKm,
      cars: cars.length
        ? cars.map((c) => ({ operable: c.isOperable }))
        : Array.from({ length: order.carsAmount }, () => ({ operable: true })),
      role: ownerRole,
      originCountry: order.origin?.country ?? 'CA',
      destinationCountry: order.destination?.country ?? 'CA',
    },
    { shipping_method: order.shippingMethod, is_enclosed: order.isEnclosed },
  );

/** Of those, the ones a company serves (enclosed travels as haul away). */
export const companyMethods = (methods: readonly ShippingMethod[], company: Pick<BusinessDetailsRow, 'shippingMethods'>) =>
  methods.filter((m) => company.shippingMethods.includes(carrierMethodOf(m) ?? -1));

/**
 * docs/architecture.md, Product rules, the offers' rule for quote requests: a company whose service regions include the pickup
 * province and whose delivery types include a method the request allows.
 */
export const matchesCompany = (facts: RequestFacts, company: BusinessDetailsRow) =>
  facts.order.isAutoDispatch &&
  facts.order.deletedAt === null &&
  facts.order.origin !== null &&
  company.provinces.includes(facts.order.origin.province) &&
  companyMethods(requestMethods(facts), company).length > 0;

/** Quotes are taken while the order waits in auto dispatch pending, held by nobody, with no quote accepted. */
export const isRequestOpen = (order: OrderRow, hasAccepted: boolean) =>
  order.status === OrderStatus.AutoDispatchPending && order.carrierBusinessId === null && !hasAccepted;

/** A request the company may see: 404 when it is not one of its (it need not learn the order exists). */
export const assertMatches = (facts: RequestFacts, company: BusinessDetailsRow) => {
  if (!matchesCompany(facts, company)) throw notFound();
};

/** Spec §2 "Not Available": the quote expired or another carrier's was accepted. */
export const notAvailable = () => new AppError('conflict', 'quote.not_available', { quote: ['quoteNotAvailable'] });

/** Spec §6: one quote per company; a dispatcher whose company quoted must contact dispatch. */
export const alreadyQuoted = () => new AppError('conflict', 'quote.already_submitted', { quote: ['contactDispatch'] });

/** The quote cannot be accepted any more (spec §8 "Quote already expired"). */
export const quoteExpired = () => new AppError('validation', 'quote.already_expired', { quote: ['quoteExpired'] });
