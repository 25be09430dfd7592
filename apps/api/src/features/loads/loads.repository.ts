import { and, asc, count, eq, getTableName, gte, inArray, isNull, lt, sql, type AnyColumn, type SQLWrapper } from 'drizzle-orm';
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

/** A driver's loads still to run (assigned or accepted, not delivered) of the orders in `liveOrders`, oldest first. */
export const driverRunningLoads = (db: DbOrTx, driverId: number, liveOrders: SQLWrapper): Promise<LoadRow[]> =>
  db
    .select()
    .from(loads)
    .where(
      and(
        eq(loads.driverUserId, driverId),
        inArray(loads.status, [TaskStatus.Assigned, TaskStatus.Accepted]),
        lt(loads.progress, LoadProgress.OrderCompleted),
        inArray(loads.orderId, liveOrders),
      ),
    )
    .orderBy(asc(loads.id));

/** Which cars each of these loads carries. */
export const carIdsOfLoads = (db: DbOrTx, loadIds: number[]): Promise<{ loadId: number; carId: number }[]> =>
  loadIds.length === 0
    ? Promise.resolve([])
    : db.select({ loadId: loadCars.loadId, carId: loadCars.carId }).from(loadCars).where(inArray(loadCars.loadId, loadIds));

/** One load by id, or null. */
export const findLoad = async (db: DbOrTx, id: number): Promise<LoadRow | null> =>
  (await db.select().from(loads).where(eq(loads.id, id)))[0] ?? null;

/** An order's loads (any status), oldest first. */
export const loadsOfOrder = (db: DbOrTx, orderId: number): Promise<LoadRow[]> =>
  db.select().from(loads).where(eq(loads.orderId, orderId)).orderBy(loads.id);

/** Cancels an order's loads still to run (assigned or accepted, not completed); returns them. */
export const cancelRunningLoads = (db: DbOrTx, orderId: number): Promise<LoadRow[]> =>
  db
    .update(loads)
    .set({ status: TaskStatus.Cancelled })
    .where(
      and(
        eq(loads.orderId, orderId),
        inArray(loads.status, [TaskStatus.Assigned, TaskStatus.Accepted]),
        lt(loads.progress, LoadProgress.OrderCompleted),
      ),
    )
    .returning();

/** The ids of orders with a load assigned before `before` that its driver has not accepted yet (a subquery). */
export const orderIdsWithUnacceptedLoads = (db: DbOrTx, before: Date): SQLWrapper =>
  db
    .select({ id: loads.orderId })
    .from(loads)
    .where(and(eq(loads.status, TaskStatus.Assigned), lt(loads.createdAt, before)));

/** Has a load of the order that is not cancelled or rejected picked its cars up (begin transport or later)? */
export const hasPickedUpLoad = async (db: DbOrTx, orderId: number): Promise<boolean> =>
  (
    await db
      .select({ id: loads.id })
      .from(loads)
      .where(
        and(
          eq(loads.orderId, orderId),
          inArray(loads.status, [TaskStatus.Assigned, TaskStatus.Accepted]),
          gte(loads.progress, LoadProgress.BeginTransport),
        ),
      )
      .limit(1)
  ).length > 0;

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
// ---- load building (carrier side)

const LIVE_STATUSES = [TaskStatus.Assigned, TaskStatus.Accepted];

export type LoadWithVehicle = { load: LoadRow; vehicle: VehicleRow | null };

/** A job's loads with their vehicles, oldest first. */
export const findOrderLoads = (db: DbOrTx, orderId: number): Promise<LoadWithVehicle[]> =>
  db
    .select({ load: loads, vehicle: vehicles })
    .from(loads)
    .leftJoin(vehicles, eq(vehicles.id, loads.vehicleId))
    .where(eq(loads.orderId, orderId))
    .orderBy(asc(loads.id));

/** Which of these cars a live (assigned or accepted) load carries, and in which load. */
export const liveLoadsOfCars = (db: DbOrTx, carIds: number[]): Promise<{ loadId: number; carId: number }[]> =>
  carIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ loadId: loadCars.loadId, carId: loadCars.carId })
        .from(loadCars)
        .innerJoin(loads, eq(loads.id, loadCars.loadId))
        .where(and(inArray(loadCars.carId, carIds), inArray(loads.status, LIVE_STATUSES)));

/** The ids of cars a live load carries: a subquery for the orders feature's counts. */
export const liveLoadCarIds = (db: DbOrTx) =>
  db
    .select({ id: loadCars.carId })
    .from(loadCars)
    .innerJoin(loads, eq(loads.id, loadCars.loadId))
    .where(inArray(loads.status, LIVE_STATUSES));

/** The ids of the orders a driver has a live load (assigned or accepted) of: a subquery. */
export const driverLiveOrderIds = (db: DbOrTx, driverId: number) =>
  db
    .select({ id: loads.orderId })
    .from(loads)
    .where(and(eq(loads.driverUserId, driverId), inArray(loads.status, LIVE_STATUSES)));

/** The ids of the cars a driver's live loads carry: a subquery. */
export const driverLiveCarIds = (db: DbOrTx, driverId: number) =>
  db
    .select({ id: loadCars.carId })
    .from(loadCars)
    .innerJoin(loads, eq(loads.id, loadCars.loadId))
    .where(and(eq(loads.driverUserId, driverId), inArray(loads.status, LIVE_STATUSES)));

export const updateLoad = async (db: DbOrTx, id: number, patch: Partial<NewLoad>): Promise<LoadRow> =>
  (await db.update(loads).set(patch).where(eq(loads.id, id)).returning())[0];

export const addLoadCar = async (db: DbOrTx, loadId: number, carId: number) => {
  await db.insert(loadCars).values({ loadId, carId }).onConflictDoNothing();
};

export const removeLoadCar = async (db: DbOrTx, loadId: number, carId: number) => {
  await db.delete(loadCars).where(and(eq(loadCars.loadId, loadId), eq(loadCars.carId, carId)));
};

/** A company's active, not deleted vehicles, of one type when given, by plate. */
export const findCompanyVehicles = (db: DbOrTx, businessId: number, type: number | null): Promise<VehicleRow[]> =>
  db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.businessDetailsId, businessId),
        eq(vehicles.isActive, true),
        isNull(vehicles.deletedAt),
        type === null ? undefined : eq(vehicles.type, type),
      ),
    )
    .orderBy(asc(vehicles.licensePlate), asc(vehicles.id));

/* Driver progress and delivery (load-progress and load-delivery services). */

/** Moves a load from one status or progress to the next only if nobody moved it meanwhile; null when it was. */
export const moveLoad = async (
  db: DbOrTx,
  id: number,
  from: Pick<LoadRow, 'status' | 'progress'>,
  to: Partial<Pick<LoadRow, 'status' | 'progress' | 'pickedUpAt'>>,
): Promise<LoadRow | null> =>
  (
    await db
      .update(loads)
      .set(to)
      .where(and(eq(loads.id, id), eq(loads.status, from.status), eq(loads.progress, from.progress)))
      .returning()
  )[0] ?? null;
