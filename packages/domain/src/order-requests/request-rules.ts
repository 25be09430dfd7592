import { OrderStatus } from '../orders/enums.js';

/** docs/architecture.md, Product rules: a carrier may ask to cancel only this many hours after it accepted the job. */
export const CARRIER_CANCEL_DELAY_HOURS = 12;

export type CarrierCancelRefusal =
  | 'order.cancel_available_after_12_hours'
  | 'order.request_in_progress'
  | 'order.not_cancellable';

/** When a carrier may first ask to cancel (null when it holds no job). */
export const carrierCancelAvailableAt = (acceptedAt: Date | null) =>
  acceptedAt ? new Date(acceptedAt.getTime() + CARRIER_CANCEL_DELAY_HOURS * 3_600_000) : null;

/** Statuses a held job may be given back from: booked, in progress, delayed. */
const RELEASABLE: readonly number[] = [OrderStatus.Active, OrderStatus.InProgress, OrderStatus.Delayed];

/**
 * Spec §4: the cancel-order request is refused on a completed (or completed and confirmed) order, any order
 * that is not running, while a request is in progress, and in the first 12 hours after acceptance
 * ("cancellation is available after 12 hours").
 */
export const carrierCancelRefusal = (
  order: { status: number; acceptedAt: Date | null; pendingRequest: boolean },
  now: Date,
): CarrierCancelRefusal | null => {
  if (!RELEASABLE.includes(order.status)) return 'order.not_cancellable';
  if (order.pendingRequest) return 'order.request_in_progress';
  const availableAt = carrierCancelAvailableAt(order.acceptedAt);
  if (!availableAt || now.getTime() < availableAt.getTime()) return 'order.cancel_available_after_12_hours';
  return null;
};

export type CompletionRefusal = 'order.not_completable' | 'order.request_in_progress';

/**
 * Customer-side §2: on an order in progress (or delayed) with loads, the customer may ask for completion once
 * ("Awaiting completion approval" while a request is open).
 */
export const completionRefusal = (order: {
  status: number;
  hasLoads: boolean;
  pendingRequest: boolean;
}): CompletionRefusal | null => {
  if (order.status !== OrderStatus.InProgress && order.status !== OrderStatus.Delayed) return 'order.not_completable';
  if (!order.hasLoads) return 'order.not_completable';
  if (order.pendingRequest) return 'order.request_in_progress';
  return null;
};
