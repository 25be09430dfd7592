import {
  businessToday,
  NotificationType,
  loadSteps,
  nextLoadStep,
  orderEventForStep,
  respondToLoad,
  isInTransport,
  isOrderRunning,
  LoadProgress,
  TaskStatus,
  type AdvanceLoadInput,
  type DriverLoad,
  type LoadContact,
  type LoadPositionInput,
  type LoadStep,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { inspectionsOfLoads } from '../inspections/inspection-records.service.js';
import { orderContactParts } from '../orders/order-contacts.service.js';
import { carsByIds, findOrderRow, setCarsPosition } from '../orders/order-delivery.service.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { customerAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { publishCarsMoved, publishOrderChanged } from '../orders/order-live.service.js';
import { findLiveOrders, lockOrderForUpdate } from '../orders/orders.service.js';
import { findUserById } from '../users/user-records.service.js';
import { presentDriverLoad } from './driver-load.presenter.js';
import { canRunLoad, isLoadDriver } from './load-progress.policy.js';
import { findLoadDeliveries, findLoadFilesByIds, insertLoadDelivery, type NewLoadDelivery } from './load-progress.repository.js';
import * as repo from './loads.repository.js';

type Deps = { db: DbOrTx } & Pick<AppDeps, 'env' | 'clock'>;
type DbDeps = Pick<Deps, 'db' | 'clock'>;

/** A load and its live order, or 404. */
export const loadWithOrder = async (deps: { db: DbOrTx }, loadId: number) => {
  const load = await repo.findLoad(deps.db, loadId);
  if (!load) throw notFound();
  const order = await findOrderRow(deps, load.orderId);
  if (!order) throw notFound();
  return { load, order };
};

/** A load changes only while its order runs (not cancelled, held or finished): 409 otherwise. */
export const assertOrderRunning = (order: OrderRow) => {
  if (!isOrderRunning(order.status)) throw new AppError('conflict', 'load.order_not_running');
};

/** A load of the driver's own, or 404 (decision 042: rows the caller may not see do not exist for him). */
export const driversLoad = async (deps: { db: DbOrTx }, driver: UserRow, loadId: number) => {
  const found = await loadWithOrder(deps, loadId);
  if (!isLoadDriver(driver, found.load)) throw notFound();
  return found;
};

/** The cars a load carries, in car-number order. */
export const carsOfLoad = async (deps: { db: DbOrTx }, loadId: number) => {
  const links = await repo.carIdsOfLoads(deps.db, [loadId]);
  return carsByIds(
    deps,
    links.map((l) => l.carId),
  );
};

const contactsOf = async (deps: Deps, order: OrderRow): Promise<LoadContact[]> =>
  (await orderContactParts(deps, order)).contact_details.map((c) => ({
    type: c.type,
    name: c.name,
    phone: c.phone,
    notes: c.notes,
  }));

/** Loads as their driver sees them: places, cars, contacts once accepted, inspections and delivery. */
export const presentDriverLoads = async (deps: Deps, rows: repo.LoadRow[]): Promise<DriverLoad[]> => {
  const ids = rows.map((r) => r.id);
  const unique = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const [links, inspections, deliveries, orders] = await Promise.all([
    repo.carIdsOfLoads(deps.db, ids),
    inspectionsOfLoads(deps, ids),
    findLoadDeliveries(deps.db, ids),
    findLiveOrders(deps, unique(rows.map((r) => r.orderId))),
  ]);
  const byId = <T extends { id: number }>(list: (T | null)[]) => new Map(list.flatMap((x) => (x ? [[x.id, x] as const] : [])));
  const [cars, vehicles, drivers] = await Promise.all([
    carsByIds(deps, unique(links.map((l) => l.carId))),
    Promise.all(unique(rows.map((r) => r.vehicleId)).map((id) => repo.findVehicle(deps.db, id))).then(byId),
    Promise.all(unique(rows.map((r) => r.driverUserId)).map((id) => findUserById(deps, id))).then(byId),
  ]);
  const ordersById = byId(orders);
  // contacts only for the orders of accepted loads
  const contacts = new Map<number, LoadContact[]>();
  for (const load of rows) {
    const order = ordersById.get(load.orderId);
    if (order && load.status === TaskStatus.Accepted && !contacts.has(order.id))
      contacts.set(order.id, await contactsOf(deps, order));
  }
  const today = businessToday(deps.clock());
  return rows.flatMap((load) => {
    const order = ordersById.get(load.orderId);
    if (!order) return [];
    const carIds = new Set(links.filter((l) => l.loadId === load.id).map((l) => l.carId));
    return [
      presentDriverLoad(load, {
        order,
        cars: cars.filter((c) => carIds.has(c.id)),
        vehicle: load.vehicleId ? (vehicles.get(load.vehicleId) ?? null) : null,
        driver: load.driverUserId ? (drivers.get(load.driverUserId) ?? null) : null,
        contacts: load.status === TaskStatus.Accepted ? (contacts.get(order.id) ?? []) : [],
        inspections: inspections.filter((i) => i.loadId === load.id).map((i) => ({ car_id: i.carId, kind: i.kind })),
        delivery: deliveries.find((d) => d.loadId === load.id) ?? null,
        today,
      }),
    ];
  });
};

/** GET /loads/assigned/{id}: one of the driver's loads. */
export const getAssignedLoad = async (deps: Deps, driver: UserRow, loadId: number): Promise<DriverLoad> => {
  const { load } = await driversLoad(deps, driver, loadId);
  if (load.status !== TaskStatus.Assigned && load.status !== TaskStatus.Accepted) throw notFound();
  return (await presentDriverLoads(deps, [load]))[0];
};

/** PUT /loads/accept/{id} and /loads/reject/{id}: the driver answers an assigned load. */
export const answerLoad = async (deps: Deps, driver: UserRow, loadId: number, answer: 'accept' | 'reject') => {
  const { order } = await driversLoad(deps, driver, loadId);
  const moved = await deps.db.transaction(async (tx) => {
    // the order row first, as the company's changes of the load (cancel, reassign, accept in his place) do
    const locked = await lockOrderForUpdate({ db: tx }, order.id);
    if (!locked) throw notFound();
    const load = await repo.findLoad(tx, loadId);
    if (!load || !isLoadDriver(driver, load)) throw notFound();
    if (answer === 'accept') assertOrderRunning(locked);
    const next = respondToLoad(load, answer);
    if (!next.ok) throw new AppError('conflict', next.error);
    const row = await repo.moveLoad(tx, load.id, load, { status: next.status });
    if (!row) throw new AppError('conflict', 'load.changed');
    await publishOrderChanged({ db: tx }, order);
    return row;
  });
  return (await presentDriverLoads(deps, [moved]))[0];
};

export type LoadStepsReply = { load_id: number; status: number; progress: number; steps: LoadStep[] };
const stepsReply = (load: repo.LoadRow): LoadStepsReply => ({
  load_id: load.id,
  status: load.status,
  progress: load.progress,
  steps: loadSteps(load.status as TaskStatus, load.progress),
});

/** A load the caller may run (its driver, or the company holding the job), or 404 (decision 042: rows the caller may not see do not exist for him). */
export const runnableLoad = async (deps: { db: DbOrTx }, user: UserRow, loadId: number) => {
  const found = await loadWithOrder(deps, loadId);
  if (!canRunLoad(user, found.load, found.order)) throw notFound();
  return found;
};

/** GET /loads/status/{id}: the load's progress steps. */
export const getLoadSteps = async (deps: DbDeps, user: UserRow, loadId: number) =>
  stepsReply((await runnableLoad(deps, user, loadId)).load);

/**
 * PUT /loads/status/{id}: the next step from the one the caller saw (409 `load.step_stale` when the load moved
 * since: a dispatcher's stale page cannot mark "arrived" while the driver is on his way). Inspection completed
 * needs every car inspected at pickup; the first load to begin transport starts the order (through the
 * lifecycle), in the same transaction.
 */
export const advanceLoad = async (deps: DbDeps, user: UserRow, loadId: number, input: AdvanceLoadInput) => {
  const { load, order } = await runnableLoad(deps, user, loadId);
  assertOrderRunning(order);
  if (load.status === TaskStatus.Accepted && input.from !== load.progress) throw new AppError('conflict', 'load.step_stale');
  const cars = await carsOfLoad(deps, load.id);
  const pickups = (await inspectionsOfLoads(deps, [load.id])).filter((i) => i.kind === 'pickup');
  const next = nextLoadStep(load, { everyCarInspectedAtPickup: cars.every((c) => pickups.some((i) => i.carId === c.id)) });
  if (!next.ok) throw new AppError('conflict', next.error);
  const moved = await deps.db.transaction(async (tx) => {
    // the order row first (decision 042): two loads starting at once, or a cancel, queue; the status is read under the lock
    const locked = await lockOrderForUpdate({ db: tx }, order.id);
    if (!locked) throw notFound();
    assertOrderRunning(locked);
    const row = await repo.moveLoad(tx, load.id, load, {
      progress: next.progress,
      // the cars leave the pickup: a delivery cannot be dated before this
      ...(next.progress === LoadProgress.BeginTransport ? { pickedUpAt: deps.clock() } : {}),
    });
    if (!row) throw new AppError('conflict', 'load.step_stale');
    await publishOrderChanged({ db: tx }, order);
    const event = orderEventForStep(next.progress, locked.status);
    if (event)
      await changeOrderStatus({ db: tx, clock: deps.clock }, order.id, {
        type: event,
        by: isLoadDriver(user, load) ? 'driver' : 'carrier',
      });
    await notify(tx, deps, {
      userIds: await customerAudience({ db: tx }, order),
      type: NotificationType.LoadStatus,
      orderId: order.id,
      params: { order_number: order.orderNumber, step: next.progress },
    });
    return row;
  });
  return stepsReply(moved);
};

/** POST /loads/position/{id}: the driver's phone reports where the load is; each of its cars moves there. */
export const shareLoadPosition = async (deps: DbDeps, driver: UserRow, loadId: number, position: LoadPositionInput) => {
  const { load, order } = await driversLoad(deps, driver, loadId);
  assertOrderRunning(order);
  if (!isInTransport(load)) throw new AppError('conflict', 'load.not_in_transport');
  const cars = await carsOfLoad(deps, load.id);
  const carIds = cars.map((c) => c.id);
  await deps.db.transaction(async (tx) => {
    await setCarsPosition({ db: tx }, carIds, position);
    await publishCarsMoved({ db: tx }, order, { carIds, lat: position.lat, lng: position.lng, at: deps.clock() });
  });
  return { lat: position.lat, lng: position.lng, at: deps.clock().toISOString() };
};

/**
 * The load carrying each car of an order (the latest one that was not rejected or cancelled), with its
 * driver: the customer's task table.
 */
export const carTasksOfOrder = async (deps: { db: DbOrTx }, orderId: number) => {
  const loads = (await repo.loadsOfOrder(deps.db, orderId)).filter(
    (l) => l.status === TaskStatus.Assigned || l.status === TaskStatus.Accepted,
  );
  const links = await repo.carIdsOfLoads(
    deps.db,
    loads.map((l) => l.id),
  );
  const drivers = new Map<number, UserRow | null>();
  for (const id of new Set(loads.flatMap((l) => (l.driverUserId ? [l.driverUserId] : []))))
    drivers.set(id, await findUserById(deps, id));
  const tasks = new Map<number, { load: repo.LoadRow; driver: UserRow | null }>();
  for (const load of loads) {
    for (const link of links.filter((l) => l.loadId === load.id))
      tasks.set(link.carId, { load, driver: load.driverUserId ? (drivers.get(load.driverUserId) ?? null) : null });
  }
  return tasks;
};

/** Records a load's delivery as it happened (demo data and imports). */
export const addLoadDelivery = (deps: { db: DbOrTx }, values: NewLoadDelivery) => insertLoadDelivery(deps.db, values);

/** Files of loads by id (the fuel-fee receipts an admin looks at). */
export const loadFilesByIds = (deps: { db: DbOrTx }, ids: number[]) => findLoadFilesByIds(deps.db, ids);
