import { LoadProgress, OrderStatus, TaskStatus } from '../orders/enums.js';
import { OrderEvent } from '../orders/lifecycle.js';

/** What a load needs to know about itself to move on. */
export type LoadProgressState = { status: number; progress: number };

export type LoadProgressError =
  | 'load.not_assigned'
  | 'load.not_accepted'
  | 'load.completed'
  | 'load.pickup_inspection_required'
  | 'load.complete_through_delivery'
  | 'load.not_in_transport'
  | 'load.delivery_inspection_required';

export type LoadProgressResult = { ok: true; progress: number } | { ok: false; error: LoadProgressError };

/** The driver answers an assigned load: accept (11 → 12) or reject (11 → 13); an answered load stays as it is. */
export const respondToLoad = (
  load: LoadProgressState,
  answer: 'accept' | 'reject',
): { ok: true; status: TaskStatus } | { ok: false; error: 'load.not_assigned' } =>
  load.status === TaskStatus.Assigned
    ? { ok: true, status: answer === 'accept' ? TaskStatus.Accepted : TaskStatus.Rejected }
    : { ok: false, error: 'load.not_assigned' };

/**
 * The next progress step of a load (PUT /loads/status/{id}): only an accepted load advances, one step at a
 * time; "inspection completed" (4) needs a pickup inspection of every car of the load; "order completed" (6)
 * is reached only through delivery (mark-as-completed), never as a plain step.
 */
export const nextLoadStep = (load: LoadProgressState, ctx: { everyCarInspectedAtPickup: boolean }): LoadProgressResult => {
  if (load.status !== TaskStatus.Accepted) return { ok: false, error: 'load.not_accepted' };
  if (load.progress >= LoadProgress.OrderCompleted) return { ok: false, error: 'load.completed' };
  const next = load.progress + 1;
  if (next === LoadProgress.InspectionCompleted && !ctx.everyCarInspectedAtPickup)
    return { ok: false, error: 'load.pickup_inspection_required' };
  if (next === LoadProgress.OrderCompleted) return { ok: false, error: 'load.complete_through_delivery' };
  return { ok: true, progress: next };
};

/** Delivery (POST /loads/mark-as-completed/{id}): an accepted load in transport whose every car was inspected at delivery. */
export const canCompleteLoad = (
  load: LoadProgressState,
  ctx: { everyCarInspectedAtDelivery: boolean },
): { ok: true } | { ok: false; error: LoadProgressError } => {
  if (load.status !== TaskStatus.Accepted) return { ok: false, error: 'load.not_accepted' };
  if (load.progress >= LoadProgress.OrderCompleted) return { ok: false, error: 'load.completed' };
  if (load.progress < LoadProgress.BeginTransport) return { ok: false, error: 'load.not_in_transport' };
  if (!ctx.everyCarInspectedAtDelivery) return { ok: false, error: 'load.delivery_inspection_required' };
  return { ok: true };
};

/** Which inspection the driver may record now: pickup while inspecting (step 3 done, 4 not), delivery while in transport. */
export const inspectionKindAllowed = (load: LoadProgressState): 'pickup' | 'delivery' | null => {
  if (load.status !== TaskStatus.Accepted) return null;
  if (load.progress === LoadProgress.StartInspection) return 'pickup';
  if (load.progress === LoadProgress.BeginTransport) return 'delivery';
  return null;
};

/** The driver's browser shares its position while the load is in transport (begin transport done, not delivered). */
export const isInTransport = (load: LoadProgressState): boolean =>
  load.status === TaskStatus.Accepted && load.progress === LoadProgress.BeginTransport;

/**
 * The order event a load's new step makes happen: the first load to begin transport starts an active order
 * (3 → 4). Other steps leave the order as it is.
 */
export const orderEventForStep = (progress: number, orderStatus: number): OrderEvent | null =>
  progress === LoadProgress.BeginTransport && orderStatus === OrderStatus.Active ? OrderEvent.StartTransport : null;

/** Every car of the order delivered: the order completes (Deliver). */
export const isOrderDelivered = (cars: readonly { is_delivered: boolean }[]): boolean =>
  cars.length > 0 && cars.every((c) => c.is_delivered);

/** Past its due date (the day after it) and not delivered. `today` is YYYY-MM-DD. */
export const isLoadLate = (dueDate: string | null, progress: number, today: string): boolean =>
  dueDate !== null && progress < LoadProgress.OrderCompleted && today > dueDate;

/**
 * The delivered date a driver states (kept for the papers): not after today and not before the day the
 * load was picked up, both days in the business's time zone. Null when it is acceptable.
 */
export const deliveredDateProblem = (
  stated: string,
  ctx: { today: string; pickupDay: string | null },
): 'dateInFuture' | 'deliveredBeforePickup' | null => {
  if (stated > ctx.today) return 'dateInFuture';
  if (ctx.pickupDay !== null && stated < ctx.pickupDay) return 'deliveredBeforePickup';
  return null;
};

/**
 * Delivered on time: on or before the due date (no due date counts as on time). `deliveredOn` is the day
 * of the server's delivery time in the business's time zone, never the date a driver states.
 */
export const isDeliveredOnTime = (dueDate: string | null, deliveredOn: string): boolean =>
  dueDate === null || deliveredOn <= dueDate;

/** Loads run only on an order that is booked and not finished: active, in progress or delayed. */
export const isOrderRunning = (orderStatus: number): boolean =>
  orderStatus === OrderStatus.Active || orderStatus === OrderStatus.InProgress || orderStatus === OrderStatus.Delayed;
