import { and, count, eq, getTableName, inArray, sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
import { DRIVER_VISIBLE_TASK_STATUSES, LoadProgress, TaskStatus } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { loadCars, loads, vehicles } from '../../db/schema/index.js';
import type { PagedQuery, SortMap } from '../../lib/paging.js';

/** The one place that queries the loads, load_cars and vehicles tables. */

export const DRIVER_LOADS_SORTS: SortMap<'created_at'> = { created_at: loads.createdAt };
export const LOAD_TIE_BREAKER = loads.id;

export type LoadRow = typeof loads.$inferSelect;
export type NewLoad = typeof loads.$inferInsert;
export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicle = typeof vehicles.$inferInsert;

const driverLoadRow = { load: loads, vehicleType: vehicles.type, licensePlate: vehicles.licensePlate };
export type DriverLoadWithVehicle = { load: LoadRow; vehicleType: number | null; licensePlate: string | null };

/**
 * The loads assigned to a driver that he still has to accept or has accepted (completed ones included),
 * of the orders in `liveOrders` (a subquery of the ids of orders that are not deleted).
 */
export const driverLoadsQuery = (db: DbOrTx, driverId: number, liveOrders: SQLWrapper): PagedQuery<DriverLoadWithVehicle> => {
  const where = and(
    eq(loads.driverUserId, driverId),
    inArray(loads.status, [...DRIVER_VISIBLE_TASK_STATUSES]),
    inArray(loads.orderId, liveOrders),
  );
  return {
    count: async () => (await db.select({ n: count() }).from(loads).where(where))[0].n,
    page: ({ orderBy, limit, offset }) =>
      db
        .select(driverLoadRow)
        .from(loads)
        .leftJoin(vehicles, eq(vehicles.id, loads.vehicleId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};

/** Which cars each of these loads carries. */
export const carIdsOfLoads = (db: DbOrTx, loadIds: number[]): Promise<{ loadId: number; carId: number }[]> =>
  loadIds.length === 0
    ? Promise.resolve([])
    : db.select({ loadId: loadCars.loadId, carId: loadCars.carId }).from(loadCars).where(inArray(loadCars.loadId, loadIds));

export const insertLoad = async (db: DbOrTx, values: NewLoad, carIds: number[]): Promise<LoadRow> => {
  const [load] = await db.insert(loads).values(values).returning();
  if (carIds.length) await db.insert(loadCars).values(carIds.map((carId) => ({ loadId: load.id, carId })));
  return load;
};

export const insertVehicles = (db: DbOrTx, values: NewVehicle[]): Promise<VehicleRow[]> =>
  values.length === 0 ? Promise.resolve([]) : db.insert(vehicles).values(values).returning();

// The team pages: a company's vehicles, and how many loads each driver has.

export const VEHICLE_SORTS: SortMap<'is_active' | 'type' | 'license_plate' | 'capacity'> = {
  is_active: vehicles.isActive,
  type: vehicles.type,
  license_plate: vehicles.licensePlate,
  capacity: vehicles.capacity,
};
export const VEHICLE_TIE_BREAKER = vehicles.id;

/** A transport company's vehicles, removed ones included (they carry `deletedAt`). */
export const companyVehiclesQuery = (db: DbOrTx, businessId: number): PagedQuery<VehicleRow> => {
  const where = eq(vehicles.businessDetailsId, businessId);
  return {
    count: async () => (await db.select({ n: count() }).from(vehicles).where(where))[0].n,
    page: ({ orderBy, limit, offset }) =>
      db
        .select()
        .from(vehicles)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};

export const findVehicle = async (db: DbOrTx, id: number): Promise<VehicleRow | null> =>
  (await db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1))[0] ?? null;

export const updateVehicle = async (db: DbOrTx, id: number, patch: Partial<NewVehicle>): Promise<VehicleRow> =>
  (await db.update(vehicles).set(patch).where(eq(vehicles.id, id)).returning())[0];

/**
 * How many loads of live orders a driver (the user id column of the caller's query) has in hand (assigned or
 * accepted, not at the last step) and has completed: two correlated subqueries for the caller's SELECT or ORDER BY.
 */
export const driverLoadCounts = (driverId: AnyColumn, liveOrders: SQLWrapper) => {
  // Qualified by hand: in a SELECT list Drizzle leaves column names bare, and "id" would be the loads' own.
  const q = (column: AnyColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
  const mine = sql`${q(loads.driverUserId)} = ${q(driverId)} and ${q(loads.orderId)} in (${liveOrders})`;
  return {
    active: sql<number>`(select count(*)::int from ${loads} where ${mine} and ${q(loads.status)} in (${sql.raw(
      DRIVER_VISIBLE_TASK_STATUSES.join(','),
    )}) and ${q(loads.progress)} < ${LoadProgress.OrderCompleted})`,
    completed: sql<number>`(select count(*)::int from ${loads} where ${mine} and ${q(loads.status)} = ${TaskStatus.Accepted} and ${q(loads.progress)} >= ${LoadProgress.OrderCompleted})`,
  };
};
