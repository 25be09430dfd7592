import type { MemberStatus } from '../users/enums.js';
import type { Role } from '../users/roles.js';
import type { VehicleType } from '../orders/enums.js';

export type TeamImage = { path_url: string; thumbnail_url: string | null };

/** A driver row of GET /transport-companies/view-drivers and the body of GET /drivers/{id} (spec §3). */
export type TeamDriver = {
  id: number;
  user_id: number;
  full_name: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string;
  status_name: MemberStatus;
  active_loads: number;
  completed_loads: number;
  role: Role;
  deleted_at: string | null;
  dealer_plate_number: string | null;
  driver_license: TeamImage | null;
  profile_image: TeamImage | null;
};

/** A vehicle row of GET /transport-companies/view-vehicles (spec §3). */
export type TeamVehicle = {
  id: number;
  type: VehicleType;
  license_plate: string;
  capacity: number;
  is_active: boolean;
  deleted_at: string | null;
};
