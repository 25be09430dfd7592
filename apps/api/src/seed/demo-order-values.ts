import {
  AddressType,
  deliveryDays,
  OrderStatus,
  businessDayOf,
  freightTaxes,
  priceQuote,
  type CarForPricing,
  type FreightTaxes,
  type PriceQuote,
} from '@routier/domain';
import type { orders } from '../db/schema/index.js';
import { CARRIER_HELD_STATUSES, type DemoOrder } from './demo-orders.js';
import { orderAddress, PLACES, roadKm } from './demo-places.js';
import { DEALER_DISCOUNT_BP, type DemoPeople } from './demo-users.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const UNBOOKED: readonly OrderStatus[] = [OrderStatus.Draft, OrderStatus.Quotes, OrderStatus.AutoDispatchPending];
const COMPLETED: readonly OrderStatus[] = [OrderStatus.Completed, OrderStatus.CompletedConfirmed];
const DEALER_DISCOUNT_DAYS = 30;

export const isCompletedStatus = (s: OrderStatus) => COMPLETED.includes(s);

/** The demo order's price by the domain's rate card and tax rules (null while it has no method or price). */
const demoQuote = (
  spec: DemoOrder,
  km: number,
  cars: readonly CarForPricing[],
  taxes: FreightTaxes,
  discountBp: number | null,
): PriceQuote | null => {
  if (!spec.priced || !spec.method) return null;
  return priceQuote({
    method: spec.method,
    km,
    cars,
    enclosed: !!spec.enclosed,
    express: !!spec.express,
    taxes,
    discountBp,
  });
};

/**
 * The orders row of a demo order (oldest first), as a draft with its prices, dates and the carrier when it
 * holds the job; the seed then walks it to its status through the order lifecycle.
 */
export const demoOrderValues = (
  spec: DemoOrder,
  i: number,
  cars: readonly CarForPricing[],
  people: DemoPeople,
  now: Date,
): Omit<typeof orders.$inferInsert, 'orderNumber'> => {
  const createdAt = new Date(now.getTime() - spec.daysAgo * DAY - ((i * 53) % 480) * 60_000);
  const km = roadKm(spec.from, spec.to);
  const days = spec.method ? deliveryDays(km, !!spec.express) : null;
  const isCustomerBusiness = spec.owner !== 'private';
  const discountBp = isCustomerBusiness && spec.daysAgo <= DEALER_DISCOUNT_DAYS ? DEALER_DISCOUNT_BP : null;
  // priced the day it was ordered, with the taxes of that day
  const taxes = freightTaxes({ origin: orderAddress(spec.from), destination: orderAddress(spec.to) }, businessDayOf(createdAt));
  const price = demoQuote(spec, km, cars, taxes, discountBp);
  const booked = !UNBOOKED.includes(spec.status);
  const bookedAt = booked ? new Date(createdAt.getTime() + 2 * HOUR) : null;
  const start = price ? new Date(createdAt.getTime() + 2 * DAY) : null;
  const held = !spec.offer && CARRIER_HELD_STATUSES.includes(spec.status) && bookedAt !== null;
  const owner = spec.owner === 'dealer' ? people.dealer : spec.owner === 'subdealer' ? people.subdealer : people.privateUser;
  const addressType = isCustomerBusiness ? AddressType.Dealership : AddressType.Residential;

  return {
    userId: owner.id,
    businessDetailsId: isCustomerBusiness ? people.maple.id : null,
    currentStep: spec.step ?? (booked ? 6 : null),
    isAutoDispatch: !!spec.autoDispatch,
    isEditable: spec.status === OrderStatus.Draft || spec.status === OrderStatus.Quotes,
    isRejected: !!spec.rejectComment,
    rejectComment: spec.rejectComment ?? null,
    originTypeId: addressType,
    destinationTypeId: addressType,
    carsAmount: spec.cars,
    origin: orderAddress(spec.from),
    destination: orderAddress(spec.to),
    fromCity: PLACES[spec.from].city,
    toCity: PLACES[spec.to].city,
    distanceKm: km,
    deliveryDays: days,
    shippingMethod: spec.method,
    isExpress: !!spec.express,
    isEnclosed: !!spec.enclosed,
    startAt: start ? isoDate(start) : null,
    dueDate: start && days ? isoDate(new Date(start.getTime() + (days + 2) * DAY)) : null,
    bookedAt,
    completedAt: isCompletedStatus(spec.status) && start && days ? new Date(start.getTime() + (days + 1) * DAY) : null,
    carrierBusinessId: held ? people.haul.id : null,
    acceptedByTcAt: held && bookedAt ? new Date(bookedAt.getTime() + 5 * HOUR) : null,
    deliveredOnTime: spec.onTime ?? null,
    dealerPriceCents: price?.dealerPriceCents ?? null,
    dealerPriceTvaCents: price?.totalCents ?? null,
    dealerExpressPriceCents: price?.expressCents ?? null,
    fuelFeeCents: price?.fuelFeeCents ?? 0,
    taxFeeCents: price?.taxFeeCents ?? 0,
    taxLines: price?.taxLines ?? [],
    taxType: price ? taxes.tax_type : null,
    discountBp: price ? discountBp : null,
    initialTcPriceCents: (held || spec.offer) && price ? price.carrierPriceCents : null,
    performanceBonusCents: held && price ? price.performanceBonusCents : 0,
    paidWithCard: booked ? spec.owner === 'private' || i % 4 !== 0 : null,
    createdAt,
    updatedAt: createdAt,
  };
};
