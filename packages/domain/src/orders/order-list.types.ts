import type { AccountStatus } from '../admin/accounts.js';
import type { TaskStatus } from './enums.js';
import type { PlaceSummary } from '../common/responses.js';

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
