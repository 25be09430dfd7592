import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { DRIVER_VISIBLE_TASK_STATUSES } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { cars, loadCars, loads, orders, vehicles } from '../../db/schema/index.js';
import type { PagedQuery, SortMap } from '../../lib/paging.js';

export const DRIVER_LOADS_SORTS: SortMap<'created_at'> = { created_at: loads.createdAt };

const driverLoadRow = {
  load: loads,
  orderNumber: orders.orderNumber,
  orderOrigin: orders.origin,
  orderDestination: orders.destination,
  fromCity: orders.fromCity,
  toCity: orders.toCity,
  orderDueDate: orders.dueDate,
  vehicleType: vehicles.type,
  licensePlate: vehicles.licensePlate,
};

/** The loads assigned to a driver that he still has to accept or has accepted (completed ones included). */
export const driverLoadsQuery = (db: DbOrTx, driverId: number): PagedQuery<DriverLoadJoin> => {
  const where = and(
    eq(loads.driverUserId, driverId),
    inArray(loads.status, [...DRIVER_VISIBLE_TASK_STATUSES]),
    isNull(orders.deletedAt),
  );
  return {
    count: async () =>
      (await db.select({ n: count() }).from(loads).innerJoin(orders, eq(orders.id, loads.orderId)).where(where))[0].n,
    page: ({ orderBy, limit, offset }) =>
      db
        .select(driverLoadRow)
        .from(loads)
        .innerJoin(orders, eq(orders.id, loads.orderId))
        .leftJoin(vehicles, eq(vehicles.id, loads.vehicleId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};

export type DriverLoadJoin = {
  load: typeof loads.$inferSelect;
  orderNumber: string;
  orderOrigin: (typeof orders.$inferSelect)['origin'];
  orderDestination: (typeof orders.$inferSelect)['destination'];
  fromCity: string | null;
  toCity: string | null;
  orderDueDate: string | null;
  vehicleType: number | null;
  licensePlate: string | null;
};

/** The cars of several loads in one query. */
export const carsOfLoads = (db: DbOrTx, loadIds: number[]) =>
  loadIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          loadId: loadCars.loadId,
          id: cars.id,
          vin: cars.vin,
          make: cars.make,
          model: cars.model,
          year: cars.year,
          carNumber: cars.carNumber,
        })
        .from(loadCars)
        .innerJoin(cars, eq(cars.id, loadCars.carId))
        .where(inArray(loadCars.loadId, loadIds))
        .orderBy(cars.carNumber, cars.id);
