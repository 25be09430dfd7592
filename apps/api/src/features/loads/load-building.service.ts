import {
  respondToLoad,
  cancelLoadBlock,
  editLoadBlock,
  loadCarsCountBlock,
  LoadRuleError,
  businessToday,
  TaskStatus,
  vehicleFitsMethod,
  vehicleRequired,
  vehicleTypeForMethod,
  type AvailableDriver,
  type AvailableVehicle,
  type CreateLoadsInput,
  type EditLoadInput,
  type JobLoad,
  type LoadPlaceInput,
  type ShippingMethod,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderAddress, OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { publishOrderChanged } from '../orders/order-live.service.js';
import { findOrderWithCars, lockOrderForUpdate, type CarRow } from '../orders/orders.service.js';
import { findDriversWhoCanDrive, findUserById } from '../users/user-records.service.js';
import { holdsJob, isJobOpenForLoads } from './load-building.policy.js';
import { presentAvailableDriver, presentJobLoad, presentVehicle } from './load-building.presenter.js';
import * as repo from './loads.repository.js';
import { enqueueLoadMail, loadMailOf } from './loads.mail-job.js';

export type Deps = { db: DbOrTx } & Pick<AppDeps, 'jobs' | 'clock'>;
export type Job = { order: OrderRow; cars: CarRow[] };

const INVALID = 'The given data was invalid.';
/** Spec §8: the web shows these as they are. */
export const CANCEL_BLOCKED_MESSAGE = 'Load cancel blocked: completed, or driver has not accepted';
export const CAR_CHANGE_FAILED_MESSAGE = 'Something went wrong';

/** Carriers work on Canadian wall-clock days; lateness is judged on Toronto's date. */
const today = (clock: () => Date) => businessToday(clock());
export const ruleError = (field: string, key: string, message = INVALID) =>
  new AppError('validation', message, { [field]: [key] });

/** A job its caller's company holds, with its cars: 404 when there is none, 403 when another company holds it. */
const heldJob = async (deps: Deps, user: UserRow, orderId: number): Promise<Job> => {
  const job = await findOrderWithCars(deps, orderId);
  if (!job) throw notFound();
  if (!holdsJob(user, job.order)) throw notFound();
  return job;
};

const heldLoad = async (deps: Deps, user: UserRow, loadId: number) => {
  const load = await repo.findLoad(deps.db, loadId);
  if (!load) throw notFound();
  return { load, job: await heldJob(deps, user, load.orderId) };
};

/** A job's loads as the carrier reads them, each with its driver, vehicle, cars and steps. */
export const presentLoads = async (deps: Deps, job: Job): Promise<JobLoad[]> => {
  const rows = await repo.findOrderLoads(deps.db, job.order.id);
  const links = await repo.carIdsOfLoads(
    deps.db,
    rows.map((r) => r.load.id),
  );
  const carsById = new Map(job.cars.map((c) => [c.id, c]));
  const cars = new Map<number, CarRow[]>();
  for (const { loadId, carId } of links) {
    const car = carsById.get(carId);
    if (car)
      cars.set(
        loadId,
        [...(cars.get(loadId) ?? []), car].sort((a, b) => a.carNumber - b.carNumber || a.id - b.id),
      );
  }
  const driverIds = [...new Set(rows.flatMap((r) => (r.load.driverUserId === null ? [] : [r.load.driverUserId])))];
  const found = await Promise.all(driverIds.map((id) => findUserById(deps, id)));
  const drivers = new Map(found.flatMap((u) => (u ? [[u.id, u] as const] : [])));
  return rows.map((r) => presentJobLoad(r, { order: job.order, drivers, cars, today: today(deps.clock) }));
};

/** GET /loads/{orderId}. */
export const listJobLoads = async (deps: Deps, user: UserRow, orderId: number) =>
  presentLoads(deps, await heldJob(deps, user, orderId));

const placeRow = (p: LoadPlaceInput): Partial<OrderAddress> => ({
  address: p.address,
  company: p.company,
  city: p.city,
  province: p.province,
  lat: p.lat,
  lng: p.lng,
});

export const method = (order: OrderRow) => order.shippingMethod as ShippingMethod | null;

/** Field errors collected over a whole payload, each key once per field. */
const errorList = () => {
  const errors: Record<string, string[]> = {};
  return {
    add: (field: string, key: string) => {
      const list = (errors[field] ??= []);
      if (!list.includes(key)) list.push(key);
    },
    throwIfAny: () => {
      if (Object.keys(errors).length) throw new AppError('validation', INVALID, errors);
    },
  };
};

/** The company's drivers and vehicles a payload may name. */
const companyTeam = async (deps: Deps, user: UserRow) => {
  const businessId = user.businessDetailsId!;
  // one after the other: an edit reads them inside its transaction
  const drivers = await findDriversWhoCanDrive(deps, businessId);
  const vehicles = await repo.findCompanyVehicles(deps.db, businessId, null);
  return { drivers: new Map(drivers.map((d) => [d.id, d])), vehicles: new Map(vehicles.map((v) => [v.id, v])) };
};

type Team = Awaited<ReturnType<typeof companyTeam>>;

/** The driver and vehicle of a load payload: the errors go to `at.driver_id` / `at.vehicle_id`. */
const checkCrew = (
  team: Team,
  order: OrderRow,
  load: { driver_id: number; vehicle_id: number | null },
  add: (field: string, key: string) => void,
  at: string,
) => {
  if (!team.drivers.has(load.driver_id)) add(`${at}driver_id`, LoadRuleError.driverUnavailable);
  if (load.vehicle_id === null) {
    if (vehicleRequired(method(order))) add(`${at}vehicle_id`, LoadRuleError.vehicleRequired);
    return null;
  }
  const vehicle = team.vehicles.get(load.vehicle_id);
  if (!vehicle) add(`${at}vehicle_id`, LoadRuleError.vehicleUnavailable);
  else if (!vehicleFitsMethod(vehicle.type as 1 | 2, method(order))) add(`${at}vehicle_id`, LoadRuleError.vehicleNotFitting);
  return vehicle ?? null;
};

/** POST /loads/{orderId}: assigns drivers and vehicles to the job's cars; each driver is emailed. */
export const createLoads = async (deps: Deps, user: UserRow, orderId: number, input: CreateLoadsInput): Promise<JobLoad[]> => {
  const job = await heldJob(deps, user, orderId);
  if (!isJobOpenForLoads(job.order)) throw ruleError('loads', LoadRuleError.jobNotOpen);
  const team = await companyTeam(deps, user);
  const orderCars = new Set(job.cars.map((c) => c.id));
  const { add, throwIfAny } = errorList();
  const seen = new Set<number>();
  input.loads.forEach((load, i) => {
    const at = `loads.${i}.`;
    const vehicle = checkCrew(team, job.order, load, add, at);
    for (const carId of load.car_ids) {
      if (!orderCars.has(carId)) add(`${at}car_ids`, LoadRuleError.carNotInOrder);
      else if (seen.has(carId)) add(`${at}car_ids`, LoadRuleError.duplicateCar);
      seen.add(carId);
    }
    // the capacity is known only with a usable vehicle (or none, for drive away)
    const known = vehicle !== null || (load.vehicle_id === null && !vehicleRequired(method(job.order)));
    const tooMany = known && loadCarsCountBlock(method(job.order), vehicle?.capacity ?? null, load.car_ids.length);
    if (tooMany) add(`${at}car_ids`, tooMany);
  });
  throwIfAny();

  return deps.db.transaction(async (tx) => {
    // one builder at a time per job: a car cannot end up in two live loads
    await lockOrderForUpdate({ db: tx }, orderId);
    const taken = new Set((await repo.liveLoadsOfCars(tx, [...seen])).map((t) => t.carId));
    input.loads.forEach((load, i) => {
      if (load.car_ids.some((id) => taken.has(id))) add(`loads.${i}.car_ids`, LoadRuleError.carInAnotherLoad);
    });
    throwIfAny();
    for (const load of input.loads) {
      const row = await repo.insertLoad(
        tx,
        {
          orderId,
          driverUserId: load.driver_id,
          vehicleId: load.vehicle_id,
          status: TaskStatus.Assigned,
          progress: 0,
          origin: placeRow(load.from),
          destination: placeRow(load.to),
          dueDate: load.due_date,
        },
        load.car_ids,
      );
      await enqueueLoadMail(deps, tx, loadMailOf('load-assigned', job.order, row, load.driver_id, load.car_ids.length));
    }
    await publishOrderChanged({ db: tx }, job.order);
    return presentLoads({ ...deps, db: tx }, job);
  });
};

/** Runs a change of one load with its job locked and the load read again under the lock. */
export const withLockedLoad = async <T>(
  deps: Deps,
  user: UserRow,
  loadId: number,
  change: (tx: DbOrTx, load: repo.LoadRow, job: Job) => Promise<T>,
) => {
  const { job } = await heldLoad(deps, user, loadId);
  return deps.db.transaction(async (tx) => {
    await lockOrderForUpdate({ db: tx }, job.order.id);
    const load = await repo.findLoad(tx, loadId);
    if (!load) throw notFound();
    const result = await change(tx, load, job);
    await publishOrderChanged({ db: tx }, job.order);
    return result;
  });
};

/**
 * PUT /loads/{id}: driver, vehicle, places and due date of a load its driver has not accepted yet (any method:
 * the company reassigns it) or of an accepted drive-away load.
 */
export const editLoad = (deps: Deps, user: UserRow, loadId: number, input: EditLoadInput) =>
  withLockedLoad(deps, user, loadId, async (tx, load, job) => {
    const block = editLoadBlock({ status: load.status as TaskStatus, progress: load.progress }, method(job.order));
    if (block) throw ruleError('load', block);
    const team = await companyTeam({ ...deps, db: tx }, user);
    const { add, throwIfAny } = errorList();
    const vehicle = checkCrew(team, job.order, input, add, '');
    // another truck must still carry the load's cars
    const carCount = (await repo.carIdsOfLoads(tx, [load.id])).length;
    const tooMany = vehicle && loadCarsCountBlock(method(job.order), vehicle.capacity, carCount);
    if (tooMany) add('vehicle_id', tooMany);
    throwIfAny();
    const newDriver = input.driver_id !== load.driverUserId;
    const row = await repo.updateLoad(tx, load.id, {
      driverUserId: input.driver_id,
      vehicleId: input.vehicle_id,
      origin: placeRow(input.from),
      destination: placeRow(input.to),
      dueDate: input.due_date,
      // another driver has to accept the load himself
      ...(newDriver ? { status: TaskStatus.Assigned } : {}),
    });
    if (newDriver) {
      await enqueueLoadMail(deps, tx, loadMailOf('load-assigned', job.order, row, input.driver_id, carCount));
      if (load.driverUserId !== null)
        await enqueueLoadMail(deps, tx, loadMailOf('load-cancelled', job.order, load, load.driverUserId, carCount));
    }
    return presentLoads({ ...deps, db: tx }, job);
  });

/**
 * PUT /loads/accept-for-driver/{id}: the company (or a dispatcher) accepts an assigned load in its driver's place,
 * for a driver without a phone (decision 060). The job's order row is locked and the load read again under it,
 * as for every change of a load; `record` writes, in the same transaction, who accepted it (the order log).
 */
export const acceptLoadForDriver = (
  deps: Deps,
  user: UserRow,
  loadId: number,
  record: (tx: DbOrTx, load: repo.LoadRow, job: Job) => Promise<unknown>,
) =>
  withLockedLoad(deps, user, loadId, async (tx, load, job) => {
    const locked = await findOrderWithCars({ db: tx }, job.order.id);
    if (!locked || !isJobOpenForLoads(locked.order)) throw new AppError('conflict', 'load.order_not_running');
    const next = respondToLoad(load, 'accept');
    if (!next.ok) throw new AppError('conflict', 'load.already_answered');
    const moved = await repo.moveLoad(tx, load.id, load, { status: next.status });
    if (!moved) throw new AppError('conflict', 'load.changed');
    await record(tx, moved, locked);
    return presentLoads({ ...deps, db: tx }, locked);
  });

/** GET /loads/cancel/{id}: a live load that is not completed, accepted or still waiting for its driver; he is told. */
export const cancelLoad = (deps: Deps, user: UserRow, loadId: number) =>
  withLockedLoad(deps, user, loadId, async (tx, load, job) => {
    const block = cancelLoadBlock({ status: load.status as TaskStatus, progress: load.progress });
    if (block) throw ruleError('load', block, CANCEL_BLOCKED_MESSAGE);
    await repo.updateLoad(tx, load.id, { status: TaskStatus.Cancelled });
    if (load.driverUserId !== null) {
      const cars = (await repo.carIdsOfLoads(tx, [load.id])).length;
      await enqueueLoadMail(deps, tx, loadMailOf('load-cancelled', job.order, load, load.driverUserId, cars));
    }
    return presentLoads({ ...deps, db: tx }, job);
  });

/**
 * POST /transport-companies/view-available-drivers: the company's drivers who can drive a load: active, joined
 * (an invitee who never chose a password is not offered), not deleted.
 */
export const availableDrivers = async (deps: Pick<Deps, 'db'>, user: UserRow): Promise<{ data: AvailableDriver[] }> => {
  if (user.businessDetailsId === null) return { data: [] };
  const drivers = await findDriversWhoCanDrive(deps, user.businessDetailsId);
  return { data: drivers.map(presentAvailableDriver) };
};

/** POST /transport-companies/view-available-vehicles: the company's active vehicles that fit the method. */
export const availableVehicles = async (
  deps: Pick<Deps, 'db'>,
  user: UserRow,
  shippingMethod: ShippingMethod,
): Promise<{ data: AvailableVehicle[] }> => {
  if (user.businessDetailsId === null) return { data: [] };
  const vehicles = await repo.findCompanyVehicles(deps.db, user.businessDetailsId, vehicleTypeForMethod(shippingMethod));
  return { data: vehicles.map(presentVehicle) };
};

/** The ids of cars a live load carries: a subquery for the active-jobs statistics. */
export const liveLoadCarIds = ({ db }: { db: DbOrTx }) => repo.liveLoadCarIds(db);

/** Subqueries of what a driver's live loads hold: their orders' ids and their cars' ids (his jobs' suggestions). */
export const driverLiveLoadIds = ({ db }: { db: DbOrTx }, driverId: number) => ({
  orderIds: repo.driverLiveOrderIds(db, driverId),
  carIds: repo.driverLiveCarIds(db, driverId),
});
