import type { OfferPlace } from '../offers/offer-responses.js';

/** Spec §3 "Quote request" (carrier view): the request without street addresses or contacts until a quote is accepted. */
export type QuoteRequestCar = {
  id: number;
  make: string | null;
  model: string | null;
  year: number | null;
  vin: string | null;
  is_operable: boolean;
  is_modified: boolean;
  enclosed: boolean;
  is_antique: boolean;
  width: number | null;
  height: number | null;
  length: number | null;
  weight: number | null;
  comments: string | null;
};

export type QuoteInfo = {
  id: number;
  order_number: string;
  cars: QuoteRequestCar[];
  from: OfferPlace;
  to: OfferPlace;
  from_location: string | null;
  to_location: string | null;
  origin_type_id: number | null;
  destination_type_id: number | null;
  start_date: string | null;
  needed_by_date: string | null;
  shipping_method: number | null;
  is_enclosed: boolean;
  distance: number | null;
  user_role: number | null;
  dealer_type: number | null;
  us_external_type: number | null;
  /** methods the quote may offer (spec §4 availability, the request's method, the company's types) */
  available_methods: number[];
  /** the pickup's local today: dates before it (or before start_date) are refused */
  today: string;
  /** the pickup's time zone (the quote may stay open until the pickup day ends there) */
  pickup_time_zone: string;
  /** the caller's company already quoted: a dispatcher must contact dispatch (spec §6) */
  already_quoted: boolean;
};

/** Spec §3 "Quote price" (customer view of carrier quotes); money in dollars. */
export type QuotePrice = {
  id: number;
  rating: number | null;
  is_preferred: boolean;
  shipping_method: number;
  needed_by_date: string | null;
  pickup_date: string | null;
  pickup_from: string | null;
  pickup_to: string | null;
  dropoff_date: string | null;
  dropoff_from: string | null;
  dropoff_to: string | null;
  dealer_price: number;
  available_till: string | null;
  notes: string | null;
  is_active: boolean;
  is_accepted: boolean;
};

/** An open quote request in a carrier's list. */
export type QuoteRequestRow = {
  id: number;
  order_number: string;
  from: OfferPlace;
  to: OfferPlace;
  cars_amount: number;
  start_date: string | null;
  needed_by_date: string | null;
  shipping_method: number | null;
  quoted: boolean;
};
