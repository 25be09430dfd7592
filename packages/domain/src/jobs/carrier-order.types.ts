import type { AddressType, OrderStatus, ShippingMethod } from '../orders/enums.js';
import type { CarrierBid } from '../bids/bid-responses.js';
import type { CarDetail, ContactDetail, StoredFileDetail } from '../orders/order-detail.types.js';

/**
 * A place as a carrier sees it. On an offer (a job the carrier does not hold) the street address, the
 * company and the contacts are hidden: `address` and `company` are null, `zip_code` is the postal code's
 * first three characters and the coordinates are rounded to 0.1° (docs/architecture.md, Product rules, offers hide the exact
 * addresses). On the carrier's own job everything is shown.
 */
export type CarrierPlace = {
  address: string | null;
  company: string | null;
  city: string;
  province: string;
  country: 'CA' | 'US';
  zip_code: string;
  lat: number;
  lng: number;
};

export const BidStatus = { Pending: 1, Accepted: 2, Declined: 3 } as const;
export type BidStatus = (typeof BidStatus)[keyof typeof BidStatus];

/** A cancellation or completion request on the order (null when none is open). */
export type OrderRequestSummary = {
  id: number;
  type: 'cancel' | 'complete';
  status: 'pending' | 'approved' | 'declined';
  reason: string;
};

/**
 * GET /orders/{id} for a transport company or dispatcher: the offer detail (status 3 or 8, open to its
 * company) or its own job. Money in dollars with 2 decimals.
 */
export type CarrierOrderDetail = {
  id: number;
  order_number: string;
  status: OrderStatus;
  status_name: string;
  /** true when the caller's company holds the job: full addresses, contacts and files */
  is_own_job: boolean;
  shipping_method: ShippingMethod | null;
  is_express: boolean;
  is_enclosed: boolean;
  is_antique: boolean;
  cars_amount: number;
  created_at: string;
  booked_at: string | null;
  start_at: string | null;
  due_date: string | null;
  completed_at: string | null;
  accepted_by_tc_at: string | null;
  delivered_on_time: boolean | null;
  delivery_days: number | null;
  distance: number | null;
  origin_type_id: AddressType | null;
  destination_type_id: AddressType | null;
  from: CarrierPlace | null;
  to: CarrierPlace | null;
  /** the carrier's price before fuel fee and bonus */
  initial_tc_price: number | null;
  fuel_fee: number;
  should_charge_fee: boolean;
  performance_bonus: number;
  performance_bonus_percentage: number;
  /** initial price plus fuel fee */
  tc_price_with_fuel_fee: number | null;
  /** what the carrier earns: initial price, fuel fee and, when delivered on time, the bonus */
  price: number | null;
  /** cars without their files on an offer */
  cars: CarDetail[];
  /** empty on an offer */
  contact_details: ContactDetail[];
  /** empty on an offer */
  release_form_files: StoredFileDetail[];
  /** the caller's company's bids on the order */
  bids: CarrierBid[];
  cancel_request: OrderRequestSummary | null;
  seen_by_business: boolean;
  /** the owner's account was deleted: chat, reports and actions are disabled */
  user: { deleted_at: string | null };
};
