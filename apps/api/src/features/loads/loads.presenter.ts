import { toPlaceSummary, type DriverLoadRow, type TaskStatus } from '@routier/domain';
import type { DriverLoadWithVehicle } from './loads.repository.js';
import { z } from 'zod';
import type { OrderRow } from '../../db/schema/index.js';
import { PlaceSummarySchema } from '../../lib/response-schemas.js';

/** A row of GET /loads/assigned. */
export const DriverLoadSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  status: z.number().int(),
  progress: z.number().int(),
  from: PlaceSummarySchema,
  to: PlaceSummarySchema,
  due_date: z.string().nullable(),
  cars: z.array(
    z.object({
      id: z.number().int(),
      vin: z.string().nullable(),
      make: z.string().nullable(),
      model: z.string().nullable(),
      year: z.number().int().nullable(),
    }),
  ),
  vehicle: z.object({ type: z.number().int(), license_plate: z.string() }).nullable(),
});

/** A load with its vehicle and the fields of its order it shows. */
export type DriverLoadJoin = DriverLoadWithVehicle & {
  orderNumber: string;
  orderOrigin: OrderRow['origin'];
  orderDestination: OrderRow['destination'];
  fromCity: string | null;
  toCity: string | null;
  orderDueDate: string | null;
};

type LoadCar = { loadId: number; id: number; vin: string | null; make: string | null; model: string | null; year: number | null };

export const presentDriverLoad = (row: DriverLoadJoin, loadCars: LoadCar[]): DriverLoadRow => ({
  id: row.load.id,
  order_id: row.load.orderId,
  order_number: row.orderNumber,
  status: row.load.status as TaskStatus,
  progress: row.load.progress,
  from: toPlaceSummary(row.load.origin ?? row.orderOrigin, row.fromCity),
  to: toPlaceSummary(row.load.destination ?? row.orderDestination, row.toCity),
  due_date: row.load.dueDate ?? row.orderDueDate,
  cars: loadCars
    .filter((c) => c.loadId === row.load.id)
    .map((c) => ({ id: c.id, vin: c.vin, make: c.make, model: c.model, year: c.year })),
  vehicle:
    row.vehicleType !== null && row.licensePlate !== null ? { type: row.vehicleType, license_plate: row.licensePlate } : null,
});
