import { OrderStatus, ShippingMethod } from './enums.js';

/** A customer may cancel an order only within this many hours of booking it (docs/architecture.md, Product rules). */
export const CUSTOMER_CANCEL_WINDOW_HOURS = 12;

/** Statuses a customer may cancel from (customer-side §2: 3, 4 and 8). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = [OrderStatus.Active, OrderStatus.InProgress, OrderStatus.Delayed];

export type CancellationFee = { value: number; is_percent: boolean };

/**
 * The fee tiers of a cancellation quote (customer-side §3), decided in docs/decisions/015: a percent of
 * the order's total, or dollars. "started" tiers apply once a carrier's load is under way.
 */
export const CANCELLATION_FEES = {
  /** booked, no carrier holds the job yet */
  active: { value: 10, is_percent: true },
  /** a carrier holds the job, nothing picked up (or delayed) */
  in_progress: { value: 25, is_percent: true },
  /** under way, drive away: the driver's trip is paid */
  started_drive_away: { value: 250, is_percent: false },
  /** under way, flatbed (tow) */
  started_tow: { value: 200, is_percent: false },
  /** under way, haul away or enclosed */
  started: { value: 50, is_percent: true },
} as const satisfies Record<string, CancellationFee>;

export type CancellationTier = keyof typeof CANCELLATION_FEES;

export type CancellationFacts = {
  status: number;
  shippingMethod: number | null;
  /** a carrier holds the job */
  carrierAssigned: boolean;
};

/** Which tier applies to an order now. */
export const cancellationTier = ({ status, shippingMethod, carrierAssigned }: CancellationFacts): CancellationTier => {
  if (status === OrderStatus.InProgress) {
    if (shippingMethod === ShippingMethod.DriveAway) return 'started_drive_away';
    if (shippingMethod === ShippingMethod.Flatbed) return 'started_tow';
    return 'started';
  }
  if (status === OrderStatus.Delayed || carrierAssigned) return 'in_progress';
  return 'active';
};

/** GET /orders/refund-fee/{id}: the fee that applies now, and every tier's value. */
export type CancellationQuote = {
  current_fee: CancellationFee;
  /** dollars the customer pays to cancel now */
  current_fee_amount: number;
  can_cancel: boolean;
  /** when the 12-hour window closes (ISO), null when the order was never booked */
  cancellable_until: string | null;
} & { [K in CancellationTier]: { value: number } };

/** The fee in cents for an order total (cents): a percent of it, or dollars capped at the total. */
export const cancellationFeeCents = (fee: CancellationFee, totalCents: number): number =>
  fee.is_percent ? Math.round((totalCents * fee.value) / 100) : Math.min(fee.value * 100, Math.max(totalCents, 0));

export type CancelRefusal = 'order.not_cancellable' | 'order.cancel_window_passed';

/**
 * Whether a customer may cancel now: the status is 3, 4 or 8 and the order was booked less than 12
 * hours ago. Returns the reason when not.
 */
export const customerCancelRefusal = (order: { status: number; bookedAt: Date | null }, now: Date): CancelRefusal | null => {
  if (!(CANCELLABLE_STATUSES as readonly number[]).includes(order.status)) return 'order.not_cancellable';
  if (!order.bookedAt) return 'order.not_cancellable';
  const until = cancelWindowEnd(order.bookedAt);
  return now.getTime() < until.getTime() ? null : 'order.cancel_window_passed';
};

export const cancelWindowEnd = (bookedAt: Date) => new Date(bookedAt.getTime() + CUSTOMER_CANCEL_WINDOW_HOURS * 3_600_000);
