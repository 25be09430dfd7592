import { z } from 'zod';
import { OrderStatus, ShippingMethod } from '../orders/enums.js';

/** A place on an offer: no street, no company, the postal code's first three characters. */
export const OfferPlaceSchema = z.object({
  city: z.string().nullable(),
  province: z.string().nullable(),
  zip_code: z.string().nullable(),
});
export type OfferPlace = z.infer<typeof OfferPlaceSchema>;

/** A row of GET /orders/available: no street, company or contact. Money in dollars with 2 decimals. */
export const OfferRowSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(OrderStatus),
  status_name: z.string(),
  shipping_method: z.enum(ShippingMethod).nullable(),
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
  /** what the carrier earns: its price plus the fuel fee */
  price: z.number().nullable(),
  seen_by_business: z.boolean(),
});
export type OfferRow = z.infer<typeof OfferRowSchema>;

/** GET /orders/available-filters: the company's regions, delivery types and saved order filters (the board's defaults). */
export const OfferFiltersSchema = z.object({
  provinces: z.array(z.string()),
  shipping_methods: z.array(z.number().int()),
  order_filters: z.array(z.object({ category: z.enum(['enclosed', 'priority', 'snowbirds']), value: z.string() })),
});
export type OfferFilters = z.infer<typeof OfferFiltersSchema>;

/**
 * The unseen-offers count stops here: the header's badge shows at most 99 ("99+" above), so a count of 100
 * means "100 or more", and counting costs the same however large the board.
 */
export const UNSEEN_OFFERS_COUNT_CAP = 100;

/** GET /orders/unseen-counter: open offers nobody in the company has opened, at most UNSEEN_OFFERS_COUNT_CAP. */
export const UnseenOffersSchema = z.object({ count: z.number().int() });
export type UnseenOffers = z.infer<typeof UnseenOffersSchema>;

/** GET /orders/accept/{id}: the offer became the company's job. */
export const OfferAppliedSchema = z.object({ message: z.string(), id: z.number().int() });
export type OfferApplied = z.infer<typeof OfferAppliedSchema>;

/** GET /orders/available-dates/{id}. */
export const OfferDatesSchema = z.object({ dates: z.array(z.string()) });
export type OfferDates = z.infer<typeof OfferDatesSchema>;
