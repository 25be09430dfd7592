import { z } from 'zod';
import { CarrierBidSchema } from '../bids/bid-responses.js';
import { PriceBreakdownSchema } from '../pricing/price-breakdown.js';
import { OrderRatingSchema } from '../reviews/review-responses.js';
import { StoredFileSchema } from './car-file-responses.js';
import { AddressType, CarType, OrderStatus, ShippingMethod, TaskStatus } from './enums.js';

/**
 * The order page's responses (features/order-views): GET /orders/{id} for a customer and for a carrier, the
 * wizard's writes that answer with the order, its cars and contacts. Field names are the spec's
 * (customer-side §3, Order). Money is in dollars with 2 decimals; dates are ISO (`YYYY-MM-DD` for days,
 * full ISO for instants).
 */

export const OrderAddressDetailSchema = z.object({
  address: z.string(),
  company: z.string().nullable(),
  city: z.string(),
  sublocality: z.string().nullable(),
  province: z.string(),
  country: z.enum(['CA', 'US']),
  lat: z.number(),
  lng: z.number(),
  zip_code: z.string(),
  place_id: z.string().nullable(),
});
export type OrderAddressDetail = z.infer<typeof OrderAddressDetailSchema>;

export const CarDetailSchema = z.object({
  id: z.number().int(),
  car_number: z.number().int(),
  vin: z.string().nullable(),
  type: z.enum(CarType).nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  is_operable: z.boolean(),
  is_modified: z.boolean(),
  /** modification notes */
  comments: z.string().nullable(),
  enclosed: z.boolean(),
  is_antique: z.boolean(),
  /** auto dispatch only: cm and kg */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  length: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  car_files: z.array(StoredFileSchema),
  is_delivered: z.boolean(),
  last_position: z.object({ lat: z.number(), lng: z.number(), address: z.string().nullable() }).nullable(),
  current_task: z.object({ status: z.enum(TaskStatus) }).nullable(),
  has_inspection: z.boolean(),
});
export type CarDetail = z.infer<typeof CarDetailSchema>;

export const ContactType = { Pickup: 'pickup', Destination: 'destination' } as const;
export type ContactType = (typeof ContactType)[keyof typeof ContactType];

export const ContactDetailSchema = z.object({
  type: z.enum(ContactType),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string().nullable(),
  contact_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
});
export type ContactDetail = z.infer<typeof ContactDetailSchema>;

export const OrderTaxLineDetailSchema = z.object({
  kind: z.enum(['GST', 'HST', 'PST', 'QST']),
  percent: z.number(),
  amount: z.number(),
});
export type OrderTaxLineDetail = z.infer<typeof OrderTaxLineDetailSchema>;

/**
 * A customer's cancellation as the order page shows it (decision 054): the fee kept (the dry-run rule), what
 * the card was charged and what was given back of it (refund = charged − fee; 0 for an order paid by
 * invoice), in dollars; refunded_at once the gateway made the refund.
 */
export const OrderCancellationDetailSchema = z.object({
  fee: z.number(),
  charged: z.number(),
  refund: z.number(),
  cancelled_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type OrderCancellationDetail = z.infer<typeof OrderCancellationDetailSchema>;

/**
 * The transport company holding the order, as its customer sees it (decision 055): the company's name and the
 * first names of the drivers carrying the cars. The spec gives the customer no carrier phone or e-mail (he
 * talks to the carrier through the order log).
 */
export const OrderCarrierSchema = z.object({
  name: z.string().nullable(),
  driver_first_names: z.array(z.string()),
});
export type OrderCarrier = z.infer<typeof OrderCarrierSchema>;

/** The holding carrier's insurance (spec: insurance_info); the amounts in dollars, null when not given. */
export const OrderInsuranceInfoSchema = z.object({
  insurance_company_name: z.string().nullable(),
  policy_number: z.string().nullable(),
  general_liability: z.number().nullable(),
  cargo_insurance: z.number().nullable(),
});
export type OrderInsuranceInfo = z.infer<typeof OrderInsuranceInfoSchema>;

/** GET /orders/{id} (and GET /guests/orders/{id}): one order as the wizard and the order page read it. */
export const OrderDetailSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(OrderStatus),
  status_name: z.string(),
  /** 1-based wizard step the customer resumes at (1 addresses … 5 confirm and pay, 6 completed) */
  current_step: z.number().int().nullable(),
  created_at: z.string(),
  booked_at: z.string().nullable(),
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** earliest deliver-by date a priority quote request may ask for (YYYY-MM-DD) */
  min_delivery: z.string().nullable(),
  distance: z.number().nullable(),
  delivery_days: z.number().int().nullable(),
  shipping_method: z.enum(ShippingMethod).nullable(),
  is_express: z.boolean(),
  is_enclosed: z.boolean(),
  is_antique: z.boolean(),
  is_auto_dispatch: z.boolean(),
  is_created_by_admin: z.boolean(),
  is_editable: z.boolean(),
  is_rejected: z.boolean(),
  reject_comment: z.string().nullable(),
  us_external_type: z.number().int().nullable(),
  origin_type_id: z.enum(AddressType).nullable(),
  destination_type_id: z.enum(AddressType).nullable(),
  cars_amount: z.number().int(),
  from: OrderAddressDetailSchema.nullable(),
  to: OrderAddressDetailSchema.nullable(),
  cars: z.array(CarDetailSchema),
  contact_details: z.array(ContactDetailSchema),
  /** release form: true yes, false no, null unanswered */
  release_form: z.boolean().nullable(),
  release_form_files: z.array(StoredFileSchema),
  /** price before tax (after discount and coupon) */
  dealer_price: z.number().nullable(),
  /** total with fuel fee and taxes */
  dealer_price_tva: z.number().nullable(),
  dealer_express_price: z.number().nullable(),
  fuel_fee: z.number(),
  tax_fee: z.number(),
  tax_type: z.string().nullable(),
  tax_percent: z.number().nullable(),
  tax_lines: z.array(OrderTaxLineDetailSchema),
  /** dealer discount in percent */
  discount: z.number().nullable(),
  applied_coupon: z.object({ id: z.number().int(), amount: z.number() }).nullable(),
  /** the one price breakdown the customer confirmed and was charged (null before the order is priced) */
  price_breakdown: PriceBreakdownSchema.nullable(),
  paid_with_card: z.boolean().nullable(),
  needed_by_date: z.string().nullable(),
  /** the owner's account was deleted: chat and cancel are disabled */
  user: z.object({ id: z.number().int().nullable(), deleted_at: z.string().nullable() }),
  /** the customer's rating of the carrier, once he rated (customer-side §3) */
  ratings: z.array(OrderRatingSchema),
  /** null unless the customer cancelled the order */
  cancellation: OrderCancellationDetailSchema.nullable(),
  /** the transport company holding the order; null before one is assigned */
  carrier: OrderCarrierSchema.nullable(),
  /** the holding carrier's insurance; null before one is assigned */
  insurance_info: OrderInsuranceInfoSchema.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** POST /orders: the new draft and the order. */
export const CreatedOrderSchema = z.object({ id: z.number().int(), order: OrderDetailSchema });
export type CreatedOrder = z.infer<typeof CreatedOrderSchema>;

/** GET /orders/cars/{id}: the vehicle step's cars and start date. */
export const OrderCarsSchema = z.object({ data: z.array(CarDetailSchema), start_at: z.string().nullable() });
export type OrderCars = z.infer<typeof OrderCarsSchema>;

/** POST /contacts: the customer's saved contacts matching a keyword. */
export const SavedContactSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string() });
export type SavedContact = z.infer<typeof SavedContactSchema>;
export const SavedContactsSchema = z.array(SavedContactSchema);

/** POST /orders/vin: the customer's earlier VINs that start like the one typed. */
export const VinSuggestionsSchema = z.array(z.string());
export type VinSuggestions = z.infer<typeof VinSuggestionsSchema>;

/** POST /release-form/{id} and DELETE /release-form/…: the order's release-form files. */
export const ReleaseFilesSchema = z.object({ release_form_files: z.array(StoredFileSchema) });
export type ReleaseFiles = z.infer<typeof ReleaseFilesSchema>;

/**
 * A place as a carrier sees it. On an offer (a job the carrier does not hold) the street address, the
 * company and the contacts are hidden: `address` and `company` are null, `zip_code` is the postal code's
 * first three characters and the coordinates are rounded to 0.1°. On the carrier's own job everything is shown.
 */
export const CarrierPlaceSchema = z.object({
  address: z.string().nullable(),
  company: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  country: z.enum(['CA', 'US']),
  zip_code: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type CarrierPlace = z.infer<typeof CarrierPlaceSchema>;

/** A cancellation or completion request on the order (null when none is open). */
export const OrderRequestSummarySchema = z.object({
  id: z.number().int(),
  type: z.enum(['cancel', 'complete']),
  status: z.enum(['pending', 'approved', 'declined']),
  reason: z.string(),
});
export type OrderRequestSummary = z.infer<typeof OrderRequestSummarySchema>;

/**
 * GET /orders/{id} for a transport company or dispatcher: the offer detail (status 3 or 8, open to its
 * company) or its own job.
 */
export const CarrierOrderDetailSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(OrderStatus),
  status_name: z.string(),
  /** true when the caller's company holds the job: full addresses, contacts and files */
  is_own_job: z.boolean(),
  shipping_method: z.enum(ShippingMethod).nullable(),
  is_express: z.boolean(),
  is_enclosed: z.boolean(),
  is_antique: z.boolean(),
  cars_amount: z.number().int(),
  created_at: z.string(),
  booked_at: z.string().nullable(),
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  accepted_by_tc_at: z.string().nullable(),
  delivered_on_time: z.boolean().nullable(),
  delivery_days: z.number().int().nullable(),
  distance: z.number().nullable(),
  origin_type_id: z.enum(AddressType).nullable(),
  destination_type_id: z.enum(AddressType).nullable(),
  from: CarrierPlaceSchema.nullable(),
  to: CarrierPlaceSchema.nullable(),
  /** the carrier's price before fuel fee and bonus */
  initial_tc_price: z.number().nullable(),
  fuel_fee: z.number(),
  should_charge_fee: z.boolean(),
  performance_bonus: z.number(),
  performance_bonus_percentage: z.number(),
  /** initial price plus fuel fee */
  tc_price_with_fuel_fee: z.number().nullable(),
  /** what the carrier earns: initial price, fuel fee and, when delivered on time, the bonus */
  price: z.number().nullable(),
  /** cars without their files on an offer */
  cars: z.array(CarDetailSchema),
  /** empty on an offer */
  contact_details: z.array(ContactDetailSchema),
  /** empty on an offer */
  release_form_files: z.array(StoredFileSchema),
  /** the caller's company's bids on the order */
  bids: z.array(CarrierBidSchema),
  cancel_request: OrderRequestSummarySchema.nullable(),
  seen_by_business: z.boolean(),
  /** the owner's account was deleted: chat, reports and actions are disabled */
  user: z.object({ deleted_at: z.string().nullable() }),
});
export type CarrierOrderDetail = z.infer<typeof CarrierOrderDetailSchema>;

/** GET /orders/{id}: a customer's order or a carrier's view of it, by the caller's role. */
export const OrderViewSchema = z.union([OrderDetailSchema, CarrierOrderDetailSchema]);
export type OrderView = z.infer<typeof OrderViewSchema>;
