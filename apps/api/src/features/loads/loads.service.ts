import type { DriverLoad, DriverLoadsQuery, Paged } from '@routier/domain';
import type { AnyColumn } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { findLiveOrders, liveOrderIds } from '../orders/orders.service.js';
import { presentDriverLoads } from './load-progress.service.js';
import * as repo from './loads.repository.js';
import { enqueueLoadMail, loadMailOf } from './loads.mail-job.js';

/** `deps.db` may be a transaction, so a caller can write loads together with its own rows. */
type DbDeps = { db: DbOrTx };

/** A driver's own loads, newest first. */
export const listDriverLoads = async (
  deps: { db: DbOrTx } & Pick<AppDeps, 'env' | 'clock'>,
  driver: UserRow,
  query: DriverLoadsQuery,
  url: string,
): Promise<Paged<DriverLoad>> => {
  const paged = await paginate({
    query: repo.driverLoadsQuery(deps.db, driver.id, liveOrderIds(deps)),
    sorts: repo.DRIVER_LOADS_SORTS,
    request: { order_by: 'created_at', order_direction: 'desc', page: query.page },
    tieBreaker: repo.LOAD_TIE_BREAKER,
    url,
  });
  return mapPage(paged, (rows) =>
    presentDriverLoads(
      deps,
      rows.map((r) => r.load),
    ),
  );
};

/** One load by id, or null (a caller resolves its order, then checks access). */
export const findLoadById = ({ db }: DbDeps, id: number) => repo.findLoad(db, id);

/** An order's loads with the cars each carries (reports and requests check who drives what). */
export const findOrderLoads = async ({ db }: DbDeps, orderId: number) => {
  const rows = await repo.loadsOfOrder(db, orderId);
  const links = await repo.carIdsOfLoads(
    db,
    rows.map((l) => l.id),
  );
  return rows.map((load) => ({ ...load, carIds: links.filter((l) => l.loadId === load.id).map((l) => l.carId) }));
};

/**
 * The job leaves its carrier (an approved cancellation request, an operator's removal) or the order is cancelled:
 * the loads still to run are cancelled (14), and each one's driver is e-mailed as when his company cancels a load.
 * Returns how many.
 */
export const cancelRunningLoads = async (deps: DbDeps & Pick<AppDeps, 'jobs'>, order: OrderRow) => {
  const cancelled = await repo.cancelRunningLoads(deps.db, order.id);
  const links = await repo.carIdsOfLoads(
    deps.db,
    cancelled.map((l) => l.id),
  );
  for (const load of cancelled) {
    if (load.driverUserId === null) continue;
    const cars = links.filter((l) => l.loadId === load.id).length;
    await enqueueLoadMail(deps, deps.db, loadMailOf('load-cancelled', order, load, load.driverUserId, cars));
  }
  return cancelled.length;
};

/** Orders with a load assigned before `before` its driver has not accepted (the operator's needs-attention list). */
export const ordersWithUnacceptedLoads = ({ db }: DbDeps, before: Date) => repo.orderIdsWithUnacceptedLoads(db, before);

/** Has a running load of the order picked its cars up (an operator may no longer take the job off its carrier)? */
export const hasPickedUpLoad = ({ db }: DbDeps, orderId: number) => repo.hasPickedUpLoad(db, orderId);

export type { NewLoad, NewVehicle } from './loads.repository.js';

/** A load of an order, carrying some of its cars. */
export const createLoad = ({ db }: DbDeps, values: repo.NewLoad, carIds: number[] = []) => repo.insertLoad(db, values, carIds);

export const addVehicles = ({ db }: DbDeps, values: repo.NewVehicle[]) => repo.insertVehicles(db, values);

// The team pages (drivers and vehicles of a transport company).

export type { VehicleRow } from './loads.repository.js';
export { VEHICLE_SORTS, VEHICLE_TIE_BREAKER } from './loads.repository.js';

export const companyVehiclesQuery = ({ db }: DbDeps, businessId: number) => repo.companyVehiclesQuery(db, businessId);
export const findVehicle = ({ db }: DbDeps, id: number) => repo.findVehicle(db, id);
export const updateVehicle = ({ db }: DbDeps, id: number, patch: Partial<repo.NewVehicle>) => repo.updateVehicle(db, id, patch);

/** Active and completed load counts of the driver in `driverId` (a user id column), for the caller's query. */
export const driverLoadCounts = ({ db }: DbDeps, driverId: AnyColumn) => repo.driverLoadCounts(driverId, liveOrderIds({ db }));

/** A driver's loads still to run, with their orders' numbers (named before the driver is deleted, decision 060). */
export const driverRunningLoads = async ({ db }: DbDeps, driverId: number) => {
  const rows = await repo.driverRunningLoads(db, driverId, liveOrderIds({ db }));
  const orders = new Map((await findLiveOrders({ db }, [...new Set(rows.map((r) => r.orderId))])).map((o) => [o.id, o]));
  return rows.map((load) => ({
    load_id: load.id,
    order_id: load.orderId,
    order_number: orders.get(load.orderId)?.orderNumber ?? '',
    status: load.status,
  }));
};
