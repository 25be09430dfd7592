import { z } from 'zod';
import { INSPECTION_KINDS } from '../inspections/inspection.schemas.js';
import { LoadProgress, TaskStatus, VehicleType } from '../orders/enums.js';
import { StepAvailability } from './load.types.js';

export const LoadStepSchema = z.object({ status: z.enum(LoadProgress), availability: z.enum(StepAvailability) });
export type LoadStep = z.infer<typeof LoadStepSchema>;

/** A load's pickup or drop-off (the create payload's from / to). */
export const LoadPlaceSchema = z.object({
  address: z.string(),
  company: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type LoadPlace = z.infer<typeof LoadPlaceSchema>;

export const LoadCarSchema = z.object({
  id: z.number().int(),
  vin: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  is_delivered: z.boolean(),
});
export type LoadCar = z.infer<typeof LoadCarSchema>;

/** A vehicle the builder may choose. */
export const AvailableVehicleSchema = z.object({
  id: z.number().int(),
  type: z.enum(VehicleType),
  license_plate: z.string(),
  capacity: z.number().int(),
});
export type AvailableVehicle = z.infer<typeof AvailableVehicleSchema>;

/** One load of a job, as GET /loads/{orderId} lists them for the carrier and GET /loads/assigned for the driver. */
export const JobLoadSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  /** driver task status: 11 assigned, 12 accepted, 13 rejected, 14 cancelled */
  status: z.enum(TaskStatus),
  /** last completed progress step, 0 before the first */
  progress: z.number().int(),
  steps: z.array(LoadStepSchema),
  driver: z
    .object({
      user_id: z.number().int(),
      full_name: z.string(),
      phone: z.string().nullable(),
      dealer_plate_number: z.string().nullable(),
    })
    .nullable(),
  vehicle: AvailableVehicleSchema.nullable(),
  from: LoadPlaceSchema.nullable(),
  to: LoadPlaceSchema.nullable(),
  due_date: z.string().nullable(),
  /** past its due date and not completed */
  is_late: z.boolean(),
  cars: z.array(LoadCarSchema),
});
export type JobLoad = z.infer<typeof JobLoadSchema>;

export const JobLoadsSchema = z.array(JobLoadSchema);

/** A contact at one end of the job as the driver sees it (once he accepted the load). */
export const LoadContactSchema = z.object({
  type: z.enum(['pickup', 'destination']),
  name: z.string(),
  phone: z.string(),
  notes: z.string().nullable(),
});
export type LoadContact = z.infer<typeof LoadContactSchema>;

/**
 * A load as its driver sees it (GET /loads/assigned, GET /loads/assigned/{id}): the job's load with the
 * order number, the contacts' phones once accepted, which cars were inspected at each end and the delivery.
 */
export const DriverLoadSchema = JobLoadSchema.extend({
  order_number: z.string(),
  /** the order charges a fuel fee: the completion form asks for it */
  should_charge_fee: z.boolean(),
  /** empty until the driver accepted the load */
  contacts: z.array(LoadContactSchema),
  inspections: z.array(z.object({ car_id: z.number().int(), kind: z.enum(INSPECTION_KINDS) })),
  delivery: z.object({ delivered_at: z.string(), delivered_on_time: z.boolean(), fuel_fee: z.number() }).nullable(),
});
export type DriverLoad = z.infer<typeof DriverLoadSchema>;

/** A driver the builder may choose (spec §3 Driver, the fields the builder shows). */
export const AvailableDriverSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  full_name: z.string(),
  phone: z.string().nullable(),
  dealer_plate_number: z.string().nullable(),
});
export type AvailableDriver = z.infer<typeof AvailableDriverSchema>;

/** GET /transport-companies/view-available-drivers. */
export const AvailableDriversSchema = z.object({ data: z.array(AvailableDriverSchema) });
export type AvailableDrivers = z.infer<typeof AvailableDriversSchema>;

/** GET /transport-companies/view-available-vehicles. */
export const AvailableVehiclesSchema = z.object({ data: z.array(AvailableVehicleSchema) });
export type AvailableVehicles = z.infer<typeof AvailableVehiclesSchema>;

/** GET and PUT /loads/status/{id}: the load's progress steps. */
export const LoadStepsSchema = z.object({
  load_id: z.number().int(),
  status: z.number().int(),
  progress: z.number().int(),
  steps: z.array(LoadStepSchema),
});
export type LoadSteps = z.infer<typeof LoadStepsSchema>;

/** POST /loads/position/{id}: the position the driver shared, and when. */
export const LoadPositionSchema = z.object({ lat: z.number(), lng: z.number(), at: z.string() });
export type LoadPosition = z.infer<typeof LoadPositionSchema>;
