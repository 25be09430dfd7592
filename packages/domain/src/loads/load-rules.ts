import { LoadProgress, OrderStatus, ShippingMethod, TaskStatus, VehicleType } from '../orders/enums.js';

/**
 * Spec carrier §4/§5: what a carrier may do to a load. Each check answers null when allowed, else the
 * reason (an i18n key of the web's `job-page:rules` texts and of the API's 422 errors).
 */
export const LoadRuleError = {
  notAccepted: 'loadNotAccepted',
  completed: 'loadCompleted',
  cancelled: 'loadCancelled',
  notDriveAway: 'loadNotDriveAway',
  tooManyCars: 'tooManyCars',
  oneCarOnly: 'oneCarOnly',
  carInAnotherLoad: 'carInAnotherLoad',
  carNotInOrder: 'carNotInOrder',
  carNotInLoad: 'carNotInLoad',
  carAlreadyInLoad: 'carAlreadyInLoad',
  lastCar: 'lastCar',
  vehicleRequired: 'vehicleRequired',
  vehicleNotFitting: 'vehicleNotFitting',
  vehicleUnavailable: 'vehicleUnavailable',
  driverUnavailable: 'driverUnavailable',
  jobNotOpen: 'jobNotOpen',
  duplicateCar: 'duplicateCar',
} as const;
export type LoadRuleError = (typeof LoadRuleError)[keyof typeof LoadRuleError];

export type LoadState = { status: TaskStatus; progress: number };

/** Assigned or accepted: the load still holds its cars (rejected and cancelled loads free them). */
export const isLiveLoad = (status: TaskStatus): boolean => status === TaskStatus.Assigned || status === TaskStatus.Accepted;

const isDone = (load: LoadState) => load.progress >= LoadProgress.OrderCompleted;
const isDead = (load: LoadState) => load.status === TaskStatus.Cancelled || load.status === TaskStatus.Rejected;

/**
 * A live load can be cancelled until it is completed: accepted, or still waiting for its driver's answer (a
 * driver who never joined, was deactivated or deleted would otherwise hold its cars for ever, decision 060).
 */
export const cancelLoadBlock = (load: LoadState): LoadRuleError | null => {
  if (isDead(load)) return LoadRuleError.cancelled;
  if (isDone(load)) return LoadRuleError.completed;
  return null;
};

/**
 * Edit (driver, vehicle, places, due date): a load its driver has not accepted yet, whatever its method (the
 * company reassigns it, decision 060); once accepted, only drive away; never cancelled or completed.
 */
export const editLoadBlock = (load: LoadState, method: ShippingMethod | null): LoadRuleError | null => {
  if (isDead(load)) return LoadRuleError.cancelled;
  if (load.status === TaskStatus.Assigned) return null;
  if (method !== ShippingMethod.DriveAway) return LoadRuleError.notDriveAway;
  if (isDone(load)) return LoadRuleError.completed;
  if (load.status !== TaskStatus.Accepted) return LoadRuleError.notAccepted;
  return null;
};

/** Adding or removing cars: never on a cancelled (or rejected) load, nor a completed one. */
export const changeLoadCarsBlock = (load: LoadState): LoadRuleError | null => {
  if (isDead(load)) return LoadRuleError.cancelled;
  if (isDone(load)) return LoadRuleError.completed;
  return null;
};

/** The truck a method needs: flatbed → flatbed truck, haul away (and enclosed) → haul truck, drive away → none. */
export const vehicleTypeForMethod = (method: ShippingMethod | null): VehicleType | null => {
  if (method === ShippingMethod.Flatbed) return VehicleType.FlatbedTruck;
  if (method === ShippingMethod.HaulAway || method === ShippingMethod.Enclosed) return VehicleType.HaulTruck;
  return null;
};

/** Drive away: the driver drives the car itself, a vehicle is optional (decision 025). */
export const vehicleRequired = (method: ShippingMethod | null): boolean => vehicleTypeForMethod(method) !== null;

/** Whether a vehicle of this type may carry a load of this method. */
export const vehicleFitsMethod = (type: VehicleType, method: ShippingMethod | null): boolean => {
  const wanted = vehicleTypeForMethod(method);
  return wanted === null || wanted === type;
};

const isHaulAway = (method: ShippingMethod | null) => method === ShippingMethod.HaulAway || method === ShippingMethod.Enclosed;

/** How many cars one load may carry: haul away up to the truck's capacity, any other method one car. */
export const maxCarsPerLoad = (method: ShippingMethod | null, capacity: number | null): number =>
  isHaulAway(method) ? Math.max(1, capacity ?? 1) : 1;

/** The count of cars for a load: null when fine. */
export const loadCarsCountBlock = (
  method: ShippingMethod | null,
  capacity: number | null,
  count: number,
): LoadRuleError | null => {
  if (count <= maxCarsPerLoad(method, capacity)) return null;
  return isHaulAway(method) ? LoadRuleError.tooManyCars : LoadRuleError.oneCarOnly;
};

/** Cars of the order that no live load holds yet. */
export const unassignedCarIds = (
  carIds: readonly number[],
  loads: readonly { status: TaskStatus; car_ids: readonly number[] }[],
): number[] => {
  const taken = new Set(loads.filter((l) => isLiveLoad(l.status)).flatMap((l) => l.car_ids));
  return carIds.filter((id) => !taken.has(id));
};

/**
 * Loads change while the job runs: active, in progress or delayed. Cancelled and completed jobs are read-only
 * (spec §4), and a job an admin put on hold waits for the admin.
 */
export const jobTakesLoadChanges = (status: OrderStatus): boolean =>
  status === OrderStatus.Active || status === OrderStatus.InProgress || status === OrderStatus.Delayed;
