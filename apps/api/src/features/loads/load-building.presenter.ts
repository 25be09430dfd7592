import { z } from 'zod';
import {
  isLiveLoad,
  isLoadCompleted,
  loadSteps,
  type AvailableDriver,
  type AvailableVehicle,
  type JobLoad,
  type LoadPlace,
  type TaskStatus,
  type VehicleType,
} from '@routier/domain';
import type { OrderAddress, OrderRow, UserRow } from '../../db/schema/index.js';
import type { CarRow } from '../orders/orders.service.js';
import type { LoadWithVehicle, VehicleRow } from './loads.repository.js';

const LoadPlaceSchema = z.object({
  address: z.string(),
  company: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  lat: z.number(),
  lng: z.number(),
});

/** One load of GET /loads/{orderId} (domain type JobLoad). */
export const JobLoadSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status: z.number().int(),
  progress: z.number().int(),
  steps: z.array(z.object({ status: z.number().int(), availability: z.number().int() })),
  driver: z
    .object({
      user_id: z.number().int(),
      full_name: z.string(),
      phone: z.string().nullable(),
      dealer_plate_number: z.string().nullable(),
    })
    .nullable(),
  vehicle: z
    .object({ id: z.number().int(), type: z.number().int(), license_plate: z.string(), capacity: z.number().int() })
    .nullable(),
  from: LoadPlaceSchema.nullable(),
  to: LoadPlaceSchema.nullable(),
  due_date: z.string().nullable(),
  is_late: z.boolean(),
  cars: z.array(
    z.object({
      id: z.number().int(),
      vin: z.string().nullable(),
      make: z.string().nullable(),
      model: z.string().nullable(),
      year: z.number().int().nullable(),
      is_delivered: z.boolean(),
    }),
  ),
});
export const JobLoadsSchema = z.array(JobLoadSchema);

export const AvailableDriversSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      user_id: z.number().int(),
      full_name: z.string(),
      phone: z.string().nullable(),
      dealer_plate_number: z.string().nullable(),
    }),
  ),
});
export const AvailableVehiclesSchema = z.object({
  data: z.array(
    z.object({ id: z.number().int(), type: z.number().int(), license_plate: z.string(), capacity: z.number().int() }),
  ),
});

export const driverFullName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

const presentPlace = (place: Partial<OrderAddress> | null): LoadPlace | null =>
  place
    ? {
        address: place.address ?? '',
        company: place.company ?? null,
        city: place.city ?? '',
        province: place.province ?? '',
        lat: place.lat ?? 0,
        lng: place.lng ?? 0,
      }
    : null;

export type JobLoadContext = {
  order: OrderRow;
  drivers: Map<number, UserRow>;
  /** load id → its cars */
  cars: Map<number, CarRow[]>;
  /** YYYY-MM-DD, for lateness */
  today: string;
};

export const presentJobLoad = ({ load, vehicle }: LoadWithVehicle, ctx: JobLoadContext): JobLoad => {
  const driver = load.driverUserId === null ? undefined : ctx.drivers.get(load.driverUserId);
  const status = load.status as TaskStatus;
  const dueDate = load.dueDate ?? ctx.order.dueDate;
  return {
    id: load.id,
    order_id: load.orderId,
    status,
    progress: load.progress,
    steps: loadSteps(status, load.progress),
    driver: driver
      ? {
          user_id: driver.id,
          full_name: driverFullName(driver),
          phone: driver.phone,
          dealer_plate_number: driver.dealerPlateNumber,
        }
      : null,
    vehicle: vehicle ? presentVehicle(vehicle) : null,
    from: presentPlace(load.origin ?? ctx.order.origin),
    to: presentPlace(load.destination ?? ctx.order.destination),
    due_date: dueDate,
    is_late: dueDate !== null && dueDate < ctx.today && isLiveLoad(status) && !isLoadCompleted(load.progress),
    cars: (ctx.cars.get(load.id) ?? []).map((c) => ({
      id: c.id,
      vin: c.vin,
      make: c.make,
      model: c.model,
      year: c.year,
      is_delivered: c.isDelivered,
    })),
  };
};

export const presentVehicle = (v: VehicleRow): AvailableVehicle & { type: VehicleType } => ({
  id: v.id,
  type: v.type as VehicleType,
  license_plate: v.licensePlate,
  capacity: v.capacity,
});

export const presentAvailableDriver = (u: UserRow): AvailableDriver => ({
  id: u.id,
  user_id: u.id,
  full_name: driverFullName(u),
  phone: u.phone,
  dealer_plate_number: u.dealerPlateNumber,
});
