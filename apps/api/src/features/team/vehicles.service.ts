import { Msg, type Paged, type TeamVehicle, type VehicleAddValues, type VehiclesQuery } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { fieldError, forbidden, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { mapPage, paginate } from '../../lib/paging.js';
import {
  addVehicles,
  companyVehiclesQuery,
  findVehicle,
  updateVehicle,
  VEHICLE_SORTS,
  VEHICLE_TIE_BREAKER,
} from '../loads/loads.service.js';
import { canViewCompany, isOwnVehicle } from './team.policy.js';
import { presentVehicle } from './team.presenter.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** GET /transport-companies/view-vehicles: the caller's company's vehicles, removed ones included. */
export const listVehicles = async (
  deps: Deps,
  caller: UserRow,
  query: VehiclesQuery,
  url: string,
): Promise<Paged<TeamVehicle>> => {
  if (!canViewCompany(caller, query.business_details_id)) throw forbidden();
  const paged = await paginate({
    query: companyVehiclesQuery(deps, caller.businessDetailsId!),
    sorts: VEHICLE_SORTS,
    request: query,
    tieBreaker: VEHICLE_TIE_BREAKER,
    url,
  });
  return mapPage(paged, (rows) => rows.map(presentVehicle));
};

/** A write that would give two vehicles of one fleet the same plate is refused on the plate (the unique index decides). */
const plateFree = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('license_plate', Msg.plateTaken);
    throw error;
  }
};

/** POST /vehicles: an active vehicle of the caller's company. */
export const addVehicle = async (deps: Deps, caller: UserRow, input: VehicleAddValues) => {
  if (caller.businessDetailsId === null) throw forbidden();
  const [row] = await plateFree(() =>
    addVehicles(deps, [
      {
        businessDetailsId: caller.businessDetailsId!,
        type: input.type,
        licensePlate: input.license_plate,
        capacity: input.capacity,
      },
    ]),
  );
  return presentVehicle(row);
};

/** A vehicle of the caller's company ("not found" for anyone else's); removed ones only when `removed` allows. */
const ownVehicle = async (deps: Deps, caller: UserRow, id: number, { removed = false } = {}) => {
  const vehicle = await findVehicle(deps, id);
  if (!vehicle || !isOwnVehicle(caller, vehicle)) throw notFound();
  if (vehicle.deletedAt && !removed) throw notFound();
  return vehicle;
};

export const setVehicleActive = async (deps: Deps, caller: UserRow, id: number, isActive: boolean) => {
  await ownVehicle(deps, caller, id);
  return presentVehicle(await updateVehicle(deps, id, { isActive }));
};

/** DELETE /vehicles/{id}: removed (kept for the loads that used it, greyed in the list, restorable). */
export const removeVehicle = async (deps: Deps, caller: UserRow, id: number) => {
  await ownVehicle(deps, caller, id);
  return presentVehicle(await updateVehicle(deps, id, { deletedAt: deps.clock() }));
};

export const restoreVehicle = async (deps: Deps, caller: UserRow, id: number) => {
  const vehicle = await ownVehicle(deps, caller, id, { removed: true });
  return presentVehicle(vehicle.deletedAt ? await plateFree(() => updateVehicle(deps, id, { deletedAt: null })) : vehicle);
};
