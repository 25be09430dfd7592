import { changeLoadCarsBlock, loadCarsCountBlock, LoadRuleError, type TaskStatus } from '@routier/domain';
import type { UserRow } from '../../db/schema/index.js';
import { isJobOpenForLoads } from './load-building.policy.js';
import {
  CAR_CHANGE_FAILED_MESSAGE,
  method,
  presentLoads,
  ruleError,
  withLockedLoad,
  type Deps,
  type Job,
} from './load-building.service.js';
import * as repo from './loads.repository.js';

/** Adding and removing one car of a load (spec §7: remove-car, and add-car whose path decision 023 gives). */

const carChangeError = (key: string) => ruleError('car_id', key, CAR_CHANGE_FAILED_MESSAGE);

const checkCarChange = (load: repo.LoadRow, job: Job) => {
  if (!isJobOpenForLoads(job.order)) throw carChangeError(LoadRuleError.jobNotOpen);
  const block = changeLoadCarsBlock({ status: load.status as TaskStatus, progress: load.progress });
  if (block) throw carChangeError(block);
};

/** POST /loads/remove-car/{id}: a car leaves a live load (never its last one: cancel the load instead). */
export const removeLoadCar = (deps: Deps, user: UserRow, loadId: number, carId: number) =>
  withLockedLoad(deps, user, loadId, async (tx, load, job) => {
    checkCarChange(load, job);
    const carIds = (await repo.carIdsOfLoads(tx, [load.id])).map((l) => l.carId);
    if (!carIds.includes(carId)) throw carChangeError(LoadRuleError.carNotInLoad);
    if (carIds.length === 1) throw carChangeError(LoadRuleError.lastCar);
    await repo.removeLoadCar(tx, load.id, carId);
    return presentLoads({ ...deps, db: tx }, job);
  });

/** POST /loads/add-car/{id}: a car of the job that no live load carries joins a load, within its truck's capacity. */
export const addLoadCar = (deps: Deps, user: UserRow, loadId: number, carId: number) =>
  withLockedLoad(deps, user, loadId, async (tx, load, job) => {
    checkCarChange(load, job);
    if (!job.cars.some((c) => c.id === carId)) throw carChangeError(LoadRuleError.carNotInOrder);
    const carIds = (await repo.carIdsOfLoads(tx, [load.id])).map((l) => l.carId);
    if (carIds.includes(carId)) throw carChangeError(LoadRuleError.carAlreadyInLoad);
    if ((await repo.liveLoadsOfCars(tx, [carId])).length) throw carChangeError(LoadRuleError.carInAnotherLoad);
    const vehicle = load.vehicleId === null ? null : await repo.findVehicle(tx, load.vehicleId);
    const tooMany = loadCarsCountBlock(method(job.order), vehicle?.capacity ?? null, carIds.length + 1);
    if (tooMany) throw carChangeError(tooMany);
    await repo.addLoadCar(tx, load.id, carId);
    return presentLoads({ ...deps, db: tx }, job);
  });
