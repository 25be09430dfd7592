import {
  blurCoordinate,
  bpToPercent,
  centsToDollars,
  centsToDollarsOrNull,
  orderStatusName,
  postalPrefix,
  type AddressType,
  type CarDetail,
  type CarrierOrderDetail,
  type CarrierPlace,
  type OrderStatus,
  type ShippingMethod,
} from '@routier/domain';
import type { OrderAddress, OrderRow } from '../../db/schema/index.js';

/** A place in full on the carrier's own job; city, province, postal prefix and a blurred point on an offer. */
export const presentCarrierPlace = (a: OrderAddress | null, ownJob: boolean): CarrierPlace | null => {
  if (!a) return null;
  if (ownJob)
    return {
      address: a.address,
      company: a.company,
      city: a.city,
      province: a.province,
      country: a.country,
      zip_code: a.zip_code,
      lat: a.lat,
      lng: a.lng,
    };
  return {
    address: null,
    company: null,
    city: a.city,
    province: a.province,
    country: a.country,
    zip_code: postalPrefix(a.zip_code),
    lat: blurCoordinate(a.lat),
    lng: blurCoordinate(a.lng),
  };
};

export type CarrierOrderParts = Pick<
  CarrierOrderDetail,
  'is_own_job' | 'cars' | 'contact_details' | 'release_form_files' | 'bids' | 'cancel_request' | 'seen_by_business'
> & { ownerDeletedAt: Date | null };

export const presentCarrierOrder = (o: OrderRow, parts: CarrierOrderParts): CarrierOrderDetail => {
  const own = parts.is_own_job;
  const initial = o.initialTcPriceCents;
  return {
    id: o.id,
    order_number: o.orderNumber,
    status: o.status as OrderStatus,
    status_name: orderStatusName(o.status),
    is_own_job: own,
    shipping_method: o.shippingMethod as ShippingMethod | null,
    is_express: o.isExpress,
    is_enclosed: o.isEnclosed,
    is_antique: o.isAntique,
    cars_amount: o.carsAmount,
    created_at: o.createdAt.toISOString(),
    booked_at: o.bookedAt?.toISOString() ?? null,
    start_at: o.startAt,
    due_date: o.dueDate,
    completed_at: o.completedAt?.toISOString() ?? null,
    accepted_by_tc_at: o.acceptedByTcAt?.toISOString() ?? null,
    delivered_on_time: o.deliveredOnTime,
    delivery_days: o.deliveryDays,
    distance: o.distanceKm === null ? null : Math.round(o.distanceKm),
    origin_type_id: o.originTypeId as AddressType | null,
    destination_type_id: o.destinationTypeId as AddressType | null,
    from: presentCarrierPlace(o.origin, own),
    to: presentCarrierPlace(o.destination, own),
    initial_tc_price: centsToDollarsOrNull(initial),
    fuel_fee: centsToDollars(o.fuelFeeCents),
    should_charge_fee: o.fuelFeeCents > 0,
    performance_bonus: centsToDollars(o.performanceBonusCents),
    performance_bonus_percentage: bpToPercent(o.performanceBonusBp),
    tc_price_with_fuel_fee: initial === null ? null : centsToDollars(initial + o.fuelFeeCents),
    price: centsToDollarsOrNull(o.carrierPriceCents),
    cars: parts.cars,
    contact_details: own ? parts.contact_details : [],
    release_form_files: own ? parts.release_form_files : [],
    bids: parts.bids,
    cancel_request: parts.cancel_request,
    seen_by_business: parts.seen_by_business,
    user: { deleted_at: parts.ownerDeletedAt?.toISOString() ?? null },
  };
};

/** An offer's cars carry no files (the customer's photos and papers are for the carrier holding the job). */
export const withoutFiles = (cars: CarDetail[]): CarDetail[] => cars.map((c) => ({ ...c, car_files: [] }));
