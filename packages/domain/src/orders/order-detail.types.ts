import type { AddressType, CarType, OrderStatus, ShippingMethod, TaskStatus } from './enums.js';
import type { TaxKind } from '../taxes/province-taxes.js';
import type { PriceBreakdown } from '../pricing/price-breakdown.js';
import type { OrderRating } from '../reviews/review-responses.js';
import type { StoredFileDetail } from './car-file-responses.js';

/** Declared with its schema; named here too for the order page's types that read it from this module. */
export type { StoredFileDetail };

/**
 * GET /orders/{id} (and GET /guests/orders/{id}): one order as the wizard and the order page read it.
 * Field names are the spec's (customer-side §3, Order). Money is in dollars with 2 decimals; dates are
 * ISO (`YYYY-MM-DD` for days, full ISO for instants).
 */
export type OrderAddressDetail = {
  address: string;
  company: string | null;
  city: string;
  sublocality: string | null;
  province: string;
  country: 'CA' | 'US';
  lat: number;
  lng: number;
  zip_code: string;
  place_id: string | null;
};

export type CarDetail = {
  id: number;
  car_number: number;
  vin: string | null;
  type: CarType | null;
  make: string | null;
  model: string | null;
  year: number | null;
  is_operable: boolean;
  is_modified: boolean;
  /** modification notes */
  comments: string | null;
  enclosed: boolean;
  is_antique: boolean;
  /** auto dispatch only: cm and kg */
  width: number | null;
  height: number | null;
  length: number | null;
  weight: number | null;
  car_files: StoredFileDetail[];
  is_delivered: boolean;
  last_position: { lat: number; lng: number; address: string | null } | null;
  current_task: { status: TaskStatus } | null;
  has_inspection: boolean;
};

export const ContactType = { Pickup: 'pickup', Destination: 'destination' } as const;
export type ContactType = (typeof ContactType)[keyof typeof ContactType];

export type ContactDetail = {
  type: ContactType;
  name: string;
  email: string;
  phone: string;
  notes: string | null;
  contact_id: number | null;
  user_id: number | null;
};

export type OrderTaxLineDetail = { kind: TaxKind; percent: number; amount: number };

/**
 * A customer's cancellation as the order page shows it (decision 054): the fee kept (the dry-run rule), what
 * the card was charged and what was given back of it (refund = charged − fee; 0 for an order paid by
 * invoice), in dollars; refunded_at once the gateway made the refund.
 */
export type OrderCancellationDetail = {
  fee: number;
  charged: number;
  refund: number;
  cancelled_at: string;
  refunded_at: string | null;
};

export type OrderDetail = {
  id: number;
  order_number: string;
  status: OrderStatus;
  status_name: string;
  /** 1-based wizard step the customer resumes at (1 addresses … 5 confirm and pay, 6 completed) */
  current_step: number | null;
  created_at: string;
  booked_at: string | null;
  start_at: string | null;
  due_date: string | null;
  completed_at: string | null;
  /** earliest deliver-by date a priority quote request may ask for (YYYY-MM-DD) */
  min_delivery: string | null;
  distance: number | null;
  delivery_days: number | null;
  shipping_method: ShippingMethod | null;
  is_express: boolean;
  is_enclosed: boolean;
  is_antique: boolean;
  is_auto_dispatch: boolean;
  is_created_by_admin: boolean;
  is_editable: boolean;
  is_rejected: boolean;
  reject_comment: string | null;
  us_external_type: number | null;
  origin_type_id: AddressType | null;
  destination_type_id: AddressType | null;
  cars_amount: number;
  from: OrderAddressDetail | null;
  to: OrderAddressDetail | null;
  cars: CarDetail[];
  contact_details: ContactDetail[];
  /** release form: true yes, false no, null unanswered */
  release_form: boolean | null;
  release_form_files: StoredFileDetail[];
  /** price before tax (after discount and coupon) */
  dealer_price: number | null;
  /** total with fuel fee and taxes */
  dealer_price_tva: number | null;
  dealer_express_price: number | null;
  fuel_fee: number;
  tax_fee: number;
  tax_type: string | null;
  tax_percent: number | null;
  tax_lines: OrderTaxLineDetail[];
  /** dealer discount in percent */
  discount: number | null;
  applied_coupon: { id: number; amount: number } | null;
  /** the one price breakdown the customer confirmed and was charged (null before the order is priced) */
  price_breakdown: PriceBreakdown | null;
  paid_with_card: boolean | null;
  needed_by_date: string | null;
  /** the owner's account was deleted: chat and cancel are disabled */
  user: { id: number | null; deleted_at: string | null };
  /** the customer's rating of the carrier, once he rated (customer-side §3) */
  ratings: OrderRating[];
  /** null unless the customer cancelled the order */
  cancellation: OrderCancellationDetail | null;
};
