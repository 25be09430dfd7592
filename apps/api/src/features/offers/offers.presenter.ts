import {
  centsToDollarsOrNull,
  orderStatusName,
  postalPrefix,
  type OfferPlace,
  type OfferRow,
  type OrderStatus,
  type ShippingMethod,
} from '@routier/domain';
import type { OrderAddress } from '../../db/schema/index.js';
import type { CarrierListRow } from '../orders/orders.service.js';

const offerPlace = (place: OrderAddress | null, city: string | null): OfferPlace => ({
  city: place?.city ?? city,
  province: place?.province ?? null,
  zip_code: place?.zip_code ? postalPrefix(place.zip_code) : null,
});

export const presentOffer = (o: CarrierListRow, seen: boolean): OfferRow => ({
  id: o.id,
  order_number: o.orderNumber,
  status: o.status as OrderStatus,
  status_name: orderStatusName(o.status),
  shipping_method: o.shippingMethod as ShippingMethod | null,
  is_express: o.isExpress,
  is_enclosed: o.isEnclosed,
  is_antique: o.isAntique,
  us_external_type: o.usExternalType,
  from: offerPlace(o.origin, o.fromCity),
  to: offerPlace(o.destination, o.toCity),
  cars_amount: o.carsAmount,
  start_at: o.startAt,
  due_date: o.dueDate,
  created_at: o.createdAt.toISOString(),
  price: centsToDollarsOrNull(o.carrierPriceCents),
  seen_by_business: seen,
});
