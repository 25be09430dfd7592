import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_FEES,
  cancellationFeeCents,
  cancellationRefundCents,
  cancellationTier,
  customerCancelRefusal,
} from './cancellation.js';
import { OrderStatus, ShippingMethod } from './enums.js';

const booked = new Date('2026-11-21T10:00:00Z');
const hoursLater = (h: number) => new Date(booked.getTime() + h * 3_600_000);

describe('customer cancellation (within 12 hours of booking, statuses 3, 4 and 8)', () => {
  it('allows an active, in-progress or delayed order within 12 hours', () => {
    for (const status of [OrderStatus.Active, OrderStatus.InProgress, OrderStatus.Delayed]) {
      expect(customerCancelRefusal({ status, bookedAt: booked }, hoursLater(11.9))).toBeNull();
    }
  });

  it('refuses once 12 hours have passed', () => {
    expect(customerCancelRefusal({ status: OrderStatus.Active, bookedAt: booked }, hoursLater(12))).toBe(
      'order.cancel_window_passed',
    );
  });

  it('refuses drafts, completed and cancelled orders', () => {
    for (const status of [OrderStatus.Draft, OrderStatus.Completed, OrderStatus.Cancelled, OrderStatus.Hold]) {
      expect(customerCancelRefusal({ status, bookedAt: booked }, hoursLater(1))).toBe('order.not_cancellable');
    }
  });
});

describe('cancellation fee tiers', () => {
  it('picks the tier from the status, the carrier and the method', () => {
    expect(cancellationTier({ status: OrderStatus.Active, shippingMethod: 3, carrierAssigned: false })).toBe('active');
    expect(cancellationTier({ status: OrderStatus.Active, shippingMethod: 3, carrierAssigned: true })).toBe('in_progress');
    expect(cancellationTier({ status: OrderStatus.Delayed, shippingMethod: 3, carrierAssigned: true })).toBe('in_progress');
    expect(
      cancellationTier({ status: OrderStatus.InProgress, shippingMethod: ShippingMethod.DriveAway, carrierAssigned: true }),
    ).toBe('started_drive_away');
    expect(
      cancellationTier({ status: OrderStatus.InProgress, shippingMethod: ShippingMethod.Flatbed, carrierAssigned: true }),
    ).toBe('started_tow');
    expect(
      cancellationTier({ status: OrderStatus.InProgress, shippingMethod: ShippingMethod.HaulAway, carrierAssigned: true }),
    ).toBe('started');
  });

  it('computes a percent of the total, or dollars', () => {
    expect(cancellationFeeCents(CANCELLATION_FEES.active, 123_456)).toBe(12_346);
    expect(cancellationFeeCents(CANCELLATION_FEES.started_drive_away, 100_000)).toBe(25_000);
  });
});

describe('the dry-run fee: from $65 up to 50 % of the load total', () => {
  it('caps a $250 drive-away fee at $150 on a $300 order', () => {
    expect(cancellationFeeCents(CANCELLATION_FEES.started_drive_away, 30_000)).toBe(15_000);
  });

  it('raises a 25 % fee of $46.25 to $65 on a $185 order', () => {
    expect(cancellationFeeCents(CANCELLATION_FEES.in_progress, 18_500)).toBe(6_500);
  });

  it('lets the cap win on a tiny order where $65 is more than half', () => {
    expect(cancellationFeeCents(CANCELLATION_FEES.active, 10_000)).toBe(5_000);
    expect(cancellationFeeCents(CANCELLATION_FEES.started_tow, 12_999)).toBe(6_499);
  });

  it('charges nothing when nothing was charged', () => {
    expect(cancellationFeeCents(CANCELLATION_FEES.in_progress, 0)).toBe(0);
  });

  it('keeps a fee between the bounds as the tier gives it', () => {
    expect(cancellationFeeCents(CANCELLATION_FEES.in_progress, 100_000)).toBe(25_000);
    expect(cancellationFeeCents(CANCELLATION_FEES.started_tow, 100_000)).toBe(20_000);
  });

  it('refunds the charge less the fee', () => {
    expect(cancellationRefundCents(30_000, 15_000)).toBe(15_000);
    expect(cancellationRefundCents(18_500, 6_500)).toBe(12_000);
    expect(cancellationRefundCents(5_000, 6_500)).toBe(0);
  });
});
