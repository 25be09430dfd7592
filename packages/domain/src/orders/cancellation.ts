import type { CancellationFee } from './cancellation-responses.js';
import { OrderStatus, ShippingMethod } from './enums.js';

/** A customer may cancel an order only within this many hours of booking it (docs/architecture.md, Product rules). */
export const CUSTOMER_CANCEL_WINDOW_HOURS = 12;

/** Statuses a customer may cancel from (customer-side §2: 3, 4 and 8). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = [OrderStatus.Active, OrderStatus.InProgress, OrderStatus.Delayed];

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

/** The dry-run fee's floor (customer-side, Product rules: "from $65 up to 50 % of the load total"). */
export const DRY_RUN_FEE_MIN_CENTS = 6_500;
/** The dry-run fee's cap: this percent of the load total. */
export const DRY_RUN_FEE_MAX_PERCENT = 50;

/**
 * The fee in cents for a load total (cents): the tier's percent of it or its dollars, then clamped to the
 * dry-run rule, at least $65 and at most 50 % of the total (decision 054). The load total is what checkout
 * charged for the order (dealer_price_tva: price, fuel fee and taxes), so the fee is a share of the
 * tax-inclusive total and carries no tax line of its own. When 50 % of the total is under $65 the cap wins:
 * a customer always gets at least half back. A total of zero (nothing charged) has no fee.
 */
export const cancellationFeeCents = (fee: CancellationFee, totalCents: number): number => {
  const total = Math.max(totalCents, 0);
  const tierCents = fee.is_percent ? Math.round((total * fee.value) / 100) : fee.value * 100;
  const capCents = Math.floor((total * DRY_RUN_FEE_MAX_PERCENT) / 100);
  return Math.min(Math.max(tierCents, DRY_RUN_FEE_MIN_CENTS), capCents);
};

/** What a cancellation gives back of a charge: the charge less the fee, never below zero. */
export const cancellationRefundCents = (chargedCents: number, feeCents: number): number => Math.max(chargedCents - feeCents, 0);

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
