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
