import type { AccountStatus } from '../admin/accounts.js';
import type { OrderStatus, ShippingMethod } from './enums.js';
import type { TaskStatus } from './enums.js';
import type { PlaceSummary } from '../common/responses.js';


/** A row of POST /orders/all/{filter} (my-orders). Prices in dollars with 2 decimals. */
export type MyOrderRow = {
  id: number;
  order_number: string;
  created_at: string;
  status: OrderStatus;
  status_name: string;
  is_auto_dispatch: boolean;
  current_step: number | null;
  is_rejected: boolean;
  quotes_count: number;
  from: PlaceSummary;
  to: PlaceSummary;
  cars_amount: number;
  shipping_method: ShippingMethod | null;
  /** load available from / deliver by (YYYY-MM-DD) */
  start_at: string | null;
  due_date: string | null;
  delivery_days: number | null;
  /** total with tax; null while no price is chosen */
  price: number | null;
};

/** A row of GET /orders/active/{filter} (carrier active jobs). Price is the carrier's price with fuel fee. */
export type ActiveJobRow = {
  id: number;
  order_number: string;
  status: OrderStatus;
  status_name: string;
  is_express: boolean;
  is_enclosed: boolean;
  is_antique: boolean;
  shipping_method: ShippingMethod | null;
  start_at: string | null;
  due_date: string | null;
  accepted_by_tc_at: string | null;
  from: PlaceSummary;
  to: PlaceSummary;
  cars_amount: number;
  price: number | null;
};

/** A row of GET /loads/assigned (the driver's loads). */
export type DriverLoadRow = {
  id: number;
  order_id: number;
  order_number: string;
  status: TaskStatus;
  progress: number;
  from: PlaceSummary;
  to: PlaceSummary;
  due_date: string | null;
  cars: { id: number; vin: string | null; make: string | null; model: string | null; year: number | null }[];
  vehicle: { type: number; license_plate: string } | null;
};

/** A row of GET /admin/accounts. */
export type AdminAccountRow = {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: number | null;
  business_name: string | null;
  active: boolean;
  /** pending, active, deactivated or rejected (see accountStatus) */
  status: AccountStatus;
  email_verified_at: string | null;
  created_at: string;
};
