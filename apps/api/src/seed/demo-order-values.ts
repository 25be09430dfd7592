import { formatOrderNumber, OrderStatus, type Province } from '@routier/domain';
import type { orders } from '../db/schema/index.js';
import { CARRIER_HELD_STATUSES, type DemoOrder } from './demo-orders.js';
import { orderAddress, PLACES, roadKm } from './demo-places.js';
import { deliveryDays, demoPrice } from './demo-pricing.js';
import type { DemoPeople } from './demo-users.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const FIRST_ORDER_NUMBER = 100101;
const UNBOOKED: readonly OrderStatus[] = [OrderStatus.Draft, OrderStatus.Quotes, OrderStatus.AutoDispatchPending];
const COMPLETED: readonly OrderStatus[] = [OrderStatus.Completed, OrderStatus.CompletedConfirmed];
const DEALER_DISCOUNT_DAYS = 30;

export const isCompletedStatus = (s: OrderStatus) => COMPLETED.includes(s);

/** The orders row of demo order number i (oldest first), with prices, dates and the carrier when it holds the job. */
export const demoOrderValues = (spec: DemoOrder, i: number, people: DemoPeople, now: Date): typeof orders.$inferInsert => {
  const createdAt = new Date(now.getTime() - spec.daysAgo * DAY - ((i * 53) % 480) * 60_000);
  const km = roadKm(spec.from, spec.to);
  const days = spec.method ? deliveryDays(km) : null;
  const isCustomerBusiness = spec.owner !== 'private';
  const discountPercent = isCustomerBusiness && spec.daysAgo <= DEALER_DISCOUNT_DAYS ? 10 : null;
  const price =
    spec.priced && spec.method
      ? demoPrice({
          method: spec.method,
          km,
          cars: spec.cars,
          pickupProvince: PLACES[spec.from].province as Province,
          express: !!spec.express,
          discountPercent,
        })
      : null;
  const booked = !UNBOOKED.includes(spec.status);
  const bookedAt = booked ? new Date(createdAt.getTime() + 2 * HOUR) : null;
  const start = price ? new Date(createdAt.getTime() + 2 * DAY) : null;
  const held = CARRIER_HELD_STATUSES.includes(spec.status) && bookedAt !== null;
  const owner = spec.owner === 'dealer' ? people.dealer : spec.owner === 'subdealer' ? people.subdealer : people.privateUser;
  const addressType = isCustomerBusiness ? 1 : 2;

  return {
    orderNumber: formatOrderNumber(FIRST_ORDER_NUMBER + i),
    userId: owner.id,
    businessDetailsId: isCustomerBusiness ? people.maple.id : null,
    status: spec.status,
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
    dealerPriceTvaCents: price?.dealerPriceTvaCents ?? null,
    dealerExpressPriceCents: price?.dealerExpressPriceCents ?? null,
    fuelFeeCents: price?.fuelFeeCents ?? 0,
    taxFeeCents: price?.taxFeeCents ?? 0,
    taxType: price?.taxType ?? null,
    taxPercent: price?.taxPercent ?? null,
    discountPercent: price ? discountPercent : null,
    initialTcPriceCents: held ? (price?.initialTcPriceCents ?? null) : null,
    performanceBonusCents: held && price ? Math.round(price.initialTcPriceCents * 0.05) : 0,
    createdAt,
    updatedAt: createdAt,
  };
};
