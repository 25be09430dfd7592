import {
  centsToDollars,
  isLoadLate,
  loadSteps,
  type DriverLoad,
  type LoadContact,
  type LoadPlace,
  type TaskStatus,
  type VehicleType,
} from '@routier/domain';
import type { LoadDeliveryRow, OrderAddress, OrderRow, UserRow } from '../../db/schema/index.js';
import type { CarRow } from '../orders/orders.service.js';
import type { LoadRow, VehicleRow } from './loads.repository.js';

/** A load's end: its own place when the dispatcher set one, else the order's. */
const place = (own: Partial<OrderAddress> | null, order: OrderAddress | null): LoadPlace | null => {
  const p = { ...(order ?? {}), ...(own ?? {}) };
  if (p.address === undefined || p.city === undefined || p.lat === undefined || p.lng === undefined) return null;
  return {
    address: p.address,
    company: p.company ?? null,
    city: p.city,
    province: p.province ?? '',
    lat: p.lat,
    lng: p.lng,
  };
};

export type DriverLoadParts = {
  order: OrderRow;
  cars: CarRow[];
  vehicle: VehicleRow | null;
  driver: UserRow | null;
  contacts: LoadContact[];
  inspections: DriverLoad['inspections'];
  delivery: LoadDeliveryRow | null;
  today: string;
};

const fullName = (u: UserRow) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

export const presentDriverLoad = (load: LoadRow, p: DriverLoadParts): DriverLoad => {
  const dueDate = load.dueDate ?? p.order.dueDate;
  return {
    id: load.id,
    order_id: load.orderId,
    order_number: p.order.orderNumber,
    status: load.status as TaskStatus,
    progress: load.progress,
    steps: loadSteps(load.status as TaskStatus, load.progress),
    driver: p.driver
      ? {
          user_id: p.driver.id,
          full_name: fullName(p.driver),
          phone: p.driver.phone,
          dealer_plate_number: p.driver.dealerPlateNumber,
        }
      : null,
    vehicle: p.vehicle
      ? {
          id: p.vehicle.id,
          type: p.vehicle.type as VehicleType,
          license_plate: p.vehicle.licensePlate,
          capacity: p.vehicle.capacity,
        }
      : null,
    from: place(load.origin, p.order.origin),
    to: place(load.destination, p.order.destination),
    due_date: dueDate,
    is_late: isLoadLate(dueDate, load.progress, p.today),
    cars: p.cars.map((c) => ({ id: c.id, vin: c.vin, make: c.make, model: c.model, year: c.year, is_delivered: c.isDelivered })),
    should_charge_fee: p.order.fuelFeeCents > 0,
    contacts: p.contacts,
    inspections: p.inspections,
    delivery: p.delivery
      ? {
          delivered_at: p.delivery.deliveredAt,
          delivered_on_time: p.delivery.deliveredOnTime,
          fuel_fee: centsToDollars(p.delivery.fuelFeeCents),
        }
      : null,
  };
};
