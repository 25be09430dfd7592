import type { LoadProgress, TaskStatus, VehicleType } from '../orders/enums.js';

/** Spec §3, load status step availability: 1 done, 2 current, 3 inactive, 4 other (the load is not the driver's to run). */
export const StepAvailability = { Done: 1, Current: 2, Inactive: 3, Other: 4 } as const;
export type StepAvailability = (typeof StepAvailability)[keyof typeof StepAvailability];

export type LoadStep = { status: LoadProgress; availability: StepAvailability };

/** A load's pickup or drop-off (the create payload's from / to). */
export type LoadPlace = {
  address: string;
  company: string | null;
  city: string;
  province: string;
  lat: number;
  lng: number;
};

export type LoadCar = {
  id: number;
  vin: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  is_delivered: boolean;
};

/** One load of a job, as GET /loads/{orderId} lists them for the carrier and GET /loads/assigned for the driver. */
export type JobLoad = {
  id: number;
  order_id: number;
  /** driver task status: 11 assigned, 12 accepted, 13 rejected, 14 cancelled */
  status: TaskStatus;
  /** last completed progress step, 0 before the first */
  progress: number;
  steps: LoadStep[];
  driver: { user_id: number; full_name: string; phone: string | null; dealer_plate_number: string | null } | null;
  vehicle: { id: number; type: VehicleType; license_plate: string; capacity: number } | null;
  from: LoadPlace | null;
  to: LoadPlace | null;
  due_date: string | null;
  /** past its due date and not completed */
  is_late: boolean;
  cars: LoadCar[];
};

/** A contact at one end of the job as the driver sees it (once he accepted the load). */
export type LoadContact = { type: 'pickup' | 'destination'; name: string; phone: string; notes: string | null };

/**
 * A load as its driver sees it (GET /loads/assigned, GET /loads/assigned/{id}): the job's load with the
 * order number, the contacts' phones once accepted, which cars were inspected at each end and the delivery.
 */
export type DriverLoad = JobLoad & {
  order_number: string;
  /** the order charges a fuel fee: the completion form asks for it */
  should_charge_fee: boolean;
  /** empty until the driver accepted the load */
  contacts: LoadContact[];
  inspections: { car_id: number; kind: 'pickup' | 'delivery' }[];
  delivery: { delivered_at: string; delivered_on_time: boolean; fuel_fee: number } | null;
};
