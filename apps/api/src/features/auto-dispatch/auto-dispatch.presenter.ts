import {
  centsToDollars,
  postalPrefix,
  type OfferPlace,
  type QuoteInfo,
  type QuotePrice,
  type QuoteRequestRow,
  type QuotesOrder,
  type ShippingMethod,
} from '@routier/domain';
import type { OrderAddress, OrderRow, QuotePriceRow } from '../../db/schema/index.js';
import type { CarRow } from '../orders/orders.service.js';

const place = (p: OrderAddress | null, city: string | null): OfferPlace => ({
  city: p?.city ?? city,
  province: p?.province ?? null,
  zip_code: p?.zip_code ? postalPrefix(p.zip_code) : null,
});

/** "Toronto, ON M5R": a location line without the street (offers hide exact addresses). */
const locationLine = (p: OrderAddress | null, city: string | null) => {
  const shown = place(p, city);
  const line = [shown.city, [shown.province, shown.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return line || null;
};

export const presentQuoteInfo = (
  order: OrderRow,
  cars: CarRow[],
  extra: {
    userRole: number | null;
    dealerType: number | null;
    methods: ShippingMethod[];
    today: string;
    timeZone: string;
    alreadyQuoted: boolean;
  },
): QuoteInfo => ({
  id: order.id,
  order_number: order.orderNumber,
  cars: cars.map((c) => ({
    id: c.id,
    make: c.make,
    model: c.model,
    year: c.year,
    vin: c.vin,
    is_operable: c.isOperable,
    is_modified: c.isModified,
    enclosed: c.enclosed,
    is_antique: c.isAntique,
    width: c.width,
    height: c.height,
    length: c.length,
    weight: c.weight,
    comments: c.comments,
  })),
  from: place(order.origin, order.fromCity),
  to: place(order.destination, order.toCity),
  from_location: locationLine(order.origin, order.fromCity),
  to_location: locationLine(order.destination, order.toCity),
  origin_type_id: order.originTypeId,
  destination_type_id: order.destinationTypeId,
  start_date: order.startAt,
  needed_by_date: order.neededByDate,
  shipping_method: order.shippingMethod,
  is_enclosed: order.isEnclosed,
  distance: order.distanceKm === null ? null : Math.round(order.distanceKm * 10) / 10,
  user_role: extra.userRole,
  dealer_type: extra.dealerType,
  us_external_type: order.usExternalType,
  available_methods: extra.methods,
  today: extra.today,
  pickup_time_zone: extra.timeZone,
  already_quoted: extra.alreadyQuoted,
});

export const presentQuotePrice = (
  q: QuotePriceRow,
  order: OrderRow,
  extra: { rating: number | null; preferred: boolean },
): QuotePrice => ({
  id: q.id,
  rating: extra.rating === null ? null : Math.round(extra.rating * 10) / 10,
  is_preferred: extra.preferred,
  shipping_method: q.shippingMethod,
  needed_by_date: order.neededByDate,
  pickup_date: q.pickupDate,
  pickup_from: q.pickupFrom,
  pickup_to: q.pickupTo,
  dropoff_date: q.dropoffDate,
  dropoff_from: q.dropoffFrom,
  dropoff_to: q.dropoffTo,
  dealer_price: centsToDollars(q.dealerPriceCents),
  available_till: q.availableTill?.toISOString() ?? null,
  notes: q.notes,
  is_active: q.isActive,
  is_accepted: q.isAccepted,
});

export const presentQuotesOrder = (o: OrderRow): QuotesOrder => ({
  id: o.id,
  order_number: o.orderNumber,
  status: o.status,
  needed_by_date: o.neededByDate,
  shipping_method: o.shippingMethod,
  is_enclosed: o.isEnclosed,
  from: place(o.origin, o.fromCity),
  to: place(o.destination, o.toCity),
  cars_amount: o.carsAmount,
});

export const presentQuoteRequest = (o: OrderRow, quoted: boolean): QuoteRequestRow => ({
  id: o.id,
  order_number: o.orderNumber,
  from: place(o.origin, o.fromCity),
  to: place(o.destination, o.toCity),
  cars_amount: o.carsAmount,
  start_date: o.startAt,
  needed_by_date: o.neededByDate,
  shipping_method: o.shippingMethod,
  quoted,
});
