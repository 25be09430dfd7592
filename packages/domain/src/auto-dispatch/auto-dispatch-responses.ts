import { z } from 'zod';
import { MessageResponseSchema } from '../common/responses.js';
import { OfferPlaceSchema } from '../offers/offer-responses.js';

const int = z.number().int();
const day = z.string().nullable();

/** A car of a quote request as carriers see it. */
export const QuoteRequestCarSchema = z.object({
  id: int,
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: int.nullable(),
  vin: z.string().nullable(),
  is_operable: z.boolean(),
  is_modified: z.boolean(),
  enclosed: z.boolean(),
  is_antique: z.boolean(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  length: z.number().nullable(),
  weight: z.number().nullable(),
  comments: z.string().nullable(),
});
export type QuoteRequestCar = z.infer<typeof QuoteRequestCarSchema>;

/**
 * Spec §3 "Quote request" (carrier view), GET /auto-dispatch/quote-info/{id}: the request without street
 * addresses or contacts until a quote is accepted.
 */
export const QuoteInfoSchema = z.object({
  id: int,
  order_number: z.string(),
  cars: z.array(QuoteRequestCarSchema),
  from: OfferPlaceSchema,
  to: OfferPlaceSchema,
  from_location: z.string().nullable(),
  to_location: z.string().nullable(),
  origin_type_id: int.nullable(),
  destination_type_id: int.nullable(),
  start_date: day,
  needed_by_date: day,
  shipping_method: int.nullable(),
  is_enclosed: z.boolean(),
  distance: z.number().nullable(),
  user_role: int.nullable(),
  dealer_type: int.nullable(),
  us_external_type: int.nullable(),
  /** methods the quote may offer (spec §4 availability, the request's method, the company's types) */
  available_methods: z.array(int),
  /** the pickup's local today: dates before it (or before start_date) are refused */
  today: z.string(),
  /** the pickup's time zone (the quote may stay open until the pickup day ends there) */
  pickup_time_zone: z.string(),
  /** the caller's company already quoted: a dispatcher must contact dispatch (spec §6) */
  already_quoted: z.boolean(),
});
export type QuoteInfo = z.infer<typeof QuoteInfoSchema>;

/** Spec §3 "Quote price" (customer view of carrier quotes); money in dollars. */
export const QuotePriceSchema = z.object({
  id: int,
  rating: z.number().nullable(),
  is_preferred: z.boolean(),
  shipping_method: int,
  needed_by_date: day,
  pickup_date: day,
  pickup_from: day,
  pickup_to: day,
  dropoff_date: day,
  dropoff_from: day,
  dropoff_to: day,
  dealer_price: z.number(),
  available_till: z.string().nullable(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  is_accepted: z.boolean(),
});
export type QuotePrice = z.infer<typeof QuotePriceSchema>;

/** What the quotes page needs of the order. */
export const QuotesOrderSchema = z.object({
  id: int,
  order_number: z.string(),
  status: int,
  needed_by_date: day,
  shipping_method: int.nullable(),
  is_enclosed: z.boolean(),
  from: OfferPlaceSchema,
  to: OfferPlaceSchema,
  cars_amount: int,
});
export type QuotesOrder = z.infer<typeof QuotesOrderSchema>;

/** GET /auto-dispatch/get-offers/{id}: the order's quotes and what the page needs of the order. */
export const QuotesResponseSchema = z.object({ data: z.array(QuotePriceSchema), order: QuotesOrderSchema });
export type QuotesResponse = z.infer<typeof QuotesResponseSchema>;

/** An open quote request in a carrier's list. */
export const QuoteRequestRowSchema = z.object({
  id: int,
  order_number: z.string(),
  from: OfferPlaceSchema,
  to: OfferPlaceSchema,
  cars_amount: int,
  start_date: day,
  needed_by_date: day,
  shipping_method: int.nullable(),
  quoted: z.boolean(),
});
export type QuoteRequestRow = z.infer<typeof QuoteRequestRowSchema>;

/** GET /auto-dispatch/quote-requests. */
export const QuoteRequestsResponseSchema = z.object({ data: z.array(QuoteRequestRowSchema) });
export type QuoteRequestsResponse = z.infer<typeof QuoteRequestsResponseSchema>;

/** POST /auto-dispatch/submit-price/{id}: the new quote's id. */
export const QuoteSubmittedSchema = MessageResponseSchema.extend({ id: int });
export type QuoteSubmitted = z.infer<typeof QuoteSubmittedSchema>;

/** GET /auto-dispatch/v2/accept-offer/{id}: the order now priced at the accepted quote. */
export const QuoteAcceptedSchema = MessageResponseSchema.extend({ order_id: int, quote_id: int });
export type QuoteAccepted = z.infer<typeof QuoteAcceptedSchema>;
