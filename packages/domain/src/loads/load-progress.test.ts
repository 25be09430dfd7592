import { describe, expect, it } from 'vitest';
import { OrderEvent } from '../orders/lifecycle.js';
import { OrderStatus, TaskStatus } from '../orders/enums.js';
import {
  deliveredDateProblem,
  canCompleteLoad,
  inspectionKindAllowed,
  isDeliveredOnTime,
  isInTransport,
  isLoadLate,
  isOrderDelivered,
  isOrderRunning,
  nextLoadStep,
  orderEventForStep,
  respondToLoad,
} from './load-progress.js';

const accepted = (progress: number) => ({ status: TaskStatus.Accepted, progress });
const inspected = { everyCarInspectedAtPickup: true };

describe('load progress rules', () => {
  it('lets the driver accept (11 → 12) or reject (11 → 13) an assigned load, once', () => {
    expect(respondToLoad({ status: TaskStatus.Assigned, progress: 0 }, 'accept')).toEqual({ ok: true, status: 12 });
    expect(respondToLoad({ status: TaskStatus.Assigned, progress: 0 }, 'reject')).toEqual({ ok: true, status: 13 });
    for (const status of [TaskStatus.Accepted, TaskStatus.Rejected, TaskStatus.Cancelled]) {
      expect(respondToLoad({ status, progress: 0 }, 'accept')).toEqual({ ok: false, error: 'load.not_assigned' });
    }
  });

  it('advances only an accepted load, one step at a time', () => {
    expect(nextLoadStep(accepted(0), inspected)).toEqual({ ok: true, progress: 1 });
    expect(nextLoadStep(accepted(2), inspected)).toEqual({ ok: true, progress: 3 });
    expect(nextLoadStep({ status: TaskStatus.Assigned, progress: 0 }, inspected)).toEqual({
      ok: false,
      error: 'load.not_accepted',
    });
    expect(nextLoadStep({ status: TaskStatus.Rejected, progress: 0 }, inspected).ok).toBe(false);
  });

  it('needs a pickup inspection of every car before "inspection completed"', () => {
    expect(nextLoadStep(accepted(3), { everyCarInspectedAtPickup: false })).toEqual({
      ok: false,
      error: 'load.pickup_inspection_required',
    });
    expect(nextLoadStep(accepted(3), inspected)).toEqual({ ok: true, progress: 4 });
  });

  it('reaches "order completed" only through delivery', () => {
    expect(nextLoadStep(accepted(5), inspected)).toEqual({ ok: false, error: 'load.complete_through_delivery' });
    expect(nextLoadStep(accepted(6), inspected)).toEqual({ ok: false, error: 'load.completed' });
  });

  it('delivers a load in transport whose every car was inspected at delivery', () => {
    expect(canCompleteLoad(accepted(5), { everyCarInspectedAtDelivery: true })).toEqual({ ok: true });
    expect(canCompleteLoad(accepted(5), { everyCarInspectedAtDelivery: false })).toEqual({
      ok: false,
      error: 'load.delivery_inspection_required',
    });
    expect(canCompleteLoad(accepted(4), { everyCarInspectedAtDelivery: true })).toEqual({
      ok: false,
      error: 'load.not_in_transport',
    });
    expect(canCompleteLoad(accepted(6), { everyCarInspectedAtDelivery: true })).toEqual({ ok: false, error: 'load.completed' });
    expect(canCompleteLoad({ status: TaskStatus.Assigned, progress: 5 }, { everyCarInspectedAtDelivery: true }).ok).toBe(false);
  });

  it('takes pickup inspections while inspecting and delivery inspections while in transport', () => {
    expect(inspectionKindAllowed(accepted(3))).toBe('pickup');
    expect(inspectionKindAllowed(accepted(5))).toBe('delivery');
    expect(inspectionKindAllowed(accepted(4))).toBeNull();
    expect(inspectionKindAllowed({ status: TaskStatus.Assigned, progress: 3 })).toBeNull();
  });

  it('shares the position only while in transport', () => {
    expect(isInTransport(accepted(5))).toBe(true);
    expect(isInTransport(accepted(4))).toBe(false);
    expect(isInTransport(accepted(6))).toBe(false);
  });

  it('starts an active order when its first load begins transport, and no other time', () => {
    expect(orderEventForStep(5, OrderStatus.Active)).toBe(OrderEvent.StartTransport);
    expect(orderEventForStep(5, OrderStatus.InProgress)).toBeNull();
    expect(orderEventForStep(4, OrderStatus.Active)).toBeNull();
  });

  it('completes the order when every car is delivered', () => {
    expect(isOrderDelivered([{ is_delivered: true }, { is_delivered: true }])).toBe(true);
    expect(isOrderDelivered([{ is_delivered: true }, { is_delivered: false }])).toBe(false);
    expect(isOrderDelivered([])).toBe(false);
  });

  it('marks a load late the day after its due date until it is delivered', () => {
    expect(isLoadLate('2026-11-20', 3, '2026-11-21')).toBe(true);
    expect(isLoadLate('2026-11-21', 3, '2026-11-21')).toBe(false);
    expect(isLoadLate('2026-11-20', 6, '2026-11-21')).toBe(false);
    expect(isLoadLate(null, 0, '2026-11-21')).toBe(false);
  });

  it('counts a delivery on or before the due date as on time', () => {
    expect(isDeliveredOnTime('2026-11-21', '2026-11-21')).toBe(true);
    expect(isDeliveredOnTime('2026-11-21', '2026-11-22')).toBe(false);
    expect(isDeliveredOnTime(null, '2026-11-22')).toBe(true);
  });

  it('runs loads only while the order is active, in progress or delayed', () => {
    expect([3, 4, 8].every(isOrderRunning)).toBe(true);
    expect([1, 2, 5, 6, 7, 9, 10, 11].some(isOrderRunning)).toBe(false);
  });
});

describe('the delivered date a driver states', () => {
  it('is neither after today nor before the pickup', () => {
    expect(deliveredDateProblem('2026-11-22', { today: '2026-11-21', pickupDay: '2026-11-20' })).toBe('dateInFuture');
    expect(deliveredDateProblem('2026-11-19', { today: '2026-11-21', pickupDay: '2026-11-20' })).toBe('deliveredBeforePickup');
    expect(deliveredDateProblem('2026-11-20', { today: '2026-11-21', pickupDay: '2026-11-20' })).toBeNull();
    expect(deliveredDateProblem('2026-11-21', { today: '2026-11-21', pickupDay: null })).toBeNull();
  });
});
