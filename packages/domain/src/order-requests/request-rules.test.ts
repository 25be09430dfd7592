import { describe, expect, it } from 'vitest';
import { Msg } from '../common/validation.js';
import { OrderStatus } from '../orders/enums.js';
import { OrderRequestInputSchema } from './order-requests.schemas.js';
import { carrierCancelRefusal, completionRefusal } from './request-rules.js';

const accepted = new Date('2026-11-21T00:00:00Z');
const hoursLater = (h: number) => new Date(accepted.getTime() + h * 3_600_000);

describe('carrier cancellation request', () => {
  it('is not available in the first 12 hours after acceptance (cancellation is available after 12 hours)', () => {
    const order = { status: OrderStatus.Active, acceptedAt: accepted, pendingRequest: false };
    expect(carrierCancelRefusal(order, hoursLater(11.9))).toBe('order.cancel_available_after_12_hours');
    expect(carrierCancelRefusal(order, hoursLater(12))).toBeNull();
  });

  it('is refused while a request is in progress', () => {
    expect(
      carrierCancelRefusal({ status: OrderStatus.InProgress, acceptedAt: accepted, pendingRequest: true }, hoursLater(20)),
    ).toBe('order.request_in_progress');
  });

  it('is refused on completed, confirmed and cancelled orders', () => {
    for (const status of [OrderStatus.Completed, OrderStatus.CompletedConfirmed, OrderStatus.Cancelled])
      expect(carrierCancelRefusal({ status, acceptedAt: accepted, pendingRequest: false }, hoursLater(20))).toBe(
        'order.not_cancellable',
      );
  });
});

describe('customer completion request', () => {
  it('is available on an order in progress or delayed with loads, once', () => {
    expect(completionRefusal({ status: OrderStatus.InProgress, hasLoads: true, pendingRequest: false })).toBeNull();
    expect(completionRefusal({ status: OrderStatus.Delayed, hasLoads: true, pendingRequest: false })).toBeNull();
    expect(completionRefusal({ status: OrderStatus.InProgress, hasLoads: true, pendingRequest: true })).toBe(
      'order.request_in_progress',
    );
    expect(completionRefusal({ status: OrderStatus.Active, hasLoads: true, pendingRequest: false })).toBe(
      'order.not_completable',
    );
    expect(completionRefusal({ status: OrderStatus.InProgress, hasLoads: false, pendingRequest: false })).toBe(
      'order.not_completable',
    );
  });
});

describe('order request input', () => {
  it('takes a reason of 5 to 150 characters and the type cancel or complete (completion accepted)', () => {
    expect(OrderRequestInputSchema.parse({ reason: 'All cars were delivered', type: 'completion' })).toEqual({
      reason: 'All cars were delivered',
      type: 'complete',
    });
    const short = OrderRequestInputSchema.safeParse({ reason: 'no', type: 'cancel' });
    expect(short.error?.issues[0].message).toBe(Msg.reasonMinLength);
    expect(OrderRequestInputSchema.safeParse({ reason: 'Truck broke down', type: 'refund' }).success).toBe(false);
  });
});
