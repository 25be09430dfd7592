import { z } from 'zod';
import { VehicleType } from '../orders/enums.js';
import { MEMBER_STATUSES } from '../users/enums.js';
import { Role } from '../users/roles.js';

export const TeamImageSchema = z.object({ path_url: z.string(), thumbnail_url: z.string().nullable() });
export type TeamImage = z.infer<typeof TeamImageSchema>;

/** A driver row of GET /transport-companies/view-drivers and the body of GET /drivers/{id} (spec §3). */
export const TeamDriverSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  status_name: z.enum(MEMBER_STATUSES),
  active_loads: z.number().int(),
  completed_loads: z.number().int(),
  role: z.enum(Role),
  deleted_at: z.string().nullable(),
  dealer_plate_number: z.string().nullable(),
  driver_license: TeamImageSchema.nullable(),
  profile_image: TeamImageSchema.nullable(),
});
export type TeamDriver = z.infer<typeof TeamDriverSchema>;

/** A vehicle row of GET /transport-companies/view-vehicles (spec §3). */
export const TeamVehicleSchema = z.object({
  id: z.number().int(),
  type: z.enum(VehicleType),
  license_plate: z.string(),
  capacity: z.number().int(),
  is_active: z.boolean(),
  deleted_at: z.string().nullable(),
});
export type TeamVehicle = z.infer<typeof TeamVehicleSchema>;

/** GET /drivers/live-loads/{id}: the driver's loads still to run (assigned or accepted, not delivered), named before he is deleted. */
export const DriverLiveLoadsSchema = z.object({
  data: z.array(
    z.object({
      load_id: z.number().int(),
      order_id: z.number().int(),
      order_number: z.string(),
      status: z.number().int(),
    }),
  ),
});
export type DriverLiveLoads = z.infer<typeof DriverLiveLoadsSchema>;
