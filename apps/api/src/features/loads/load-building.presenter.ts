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

export const presentVehicle = (v: VehicleRow): AvailableVehicle => ({
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
