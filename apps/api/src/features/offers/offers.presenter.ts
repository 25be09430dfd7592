import { z } from 'zod';
import {
  centsToDollarsOrNull,
  orderStatusName,
  postalPrefix,
  type OfferPlace,
  type OfferRow,
  type OrderStatus,
  type ShippingMethod,
} from '@routier/domain';
import type { OrderAddress, OrderRow } from '../../db/schema/index.js';

const OfferPlaceSchema = z.object({
  city: z.string().nullable(),
  province: z.string().nullable(),
  zip_code: z.string().nullable(),
});

/** A row of GET /orders/available: no street, company or contact, the postal code's first three characters. */
export const OfferRowSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  shipping_method: z.number().int().nullable(),
  is_express: z.boolean(),
  is_enclosed: z.boolean(),
  is_antique: z.boolean(),
  us_external_type: z.number().int().nullable(),
  from: OfferPlaceSchema,
  to: OfferPlaceSchema,
  cars_amount: z.number().int(),
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  created_at: z.string(),
  price: z.number().nullable(),
  seen_by_business: z.boolean(),
});

export const OfferFiltersSchema = z.object({
  provinces: z.array(z.string()),
  shipping_methods: z.array(z.number().int()),
  order_filters: z.array(z.object({ category: z.enum(['enclosed', 'priority', 'snowbirds']), value: z.string() })),
});

const offerPlace = (place: OrderAddress | null, city: string | null): OfferPlace => ({
  city: place?.city ?? city,
  province: place?.province ?? null,
  zip_code: place?.zip_code ? postalPrefix(place.zip_code) : null,
});

export const presentOffer = (o: OrderRow, seen: boolean): OfferRow => ({
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
