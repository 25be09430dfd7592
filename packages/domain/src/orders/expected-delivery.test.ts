import { describe, expect, it } from 'vitest';
import { estimatedDeliveryDate, orderDeliveryDate } from './expected-delivery.js';

// 2026-11-26 is a Thursday
const order = (
  booked_at: string | null,
  start_at: string | null,
  delivery_days: number | null,
  due_date: string | null = null,
) => ({
  booked_at,
  start_at,
  delivery_days,
  due_date,
});

describe('estimatedDeliveryDate', () => {
  it('counts the quoted business days from the start date, skipping the weekend', () => {
    // start Thursday + 3 business days: Friday, Monday, Tuesday
    expect(estimatedDeliveryDate(order('2026-11-24T15:00:00.000Z', '2026-11-26', 3))).toBe('2026-12-01');
    expect(estimatedDeliveryDate(order('2026-11-24T15:00:00.000Z', '2026-11-26', 1))).toBe('2026-11-27');
    expect(estimatedDeliveryDate(order('2026-11-24T15:00:00.000Z', '2026-11-26', 0))).toBe('2026-11-26');
  });

  it('starts from the booking day when the start date has passed', () => {
    expect(estimatedDeliveryDate(order('2026-11-26T15:00:00.000Z', '2026-11-20', 2))).toBe('2026-11-30');
    expect(estimatedDeliveryDate(order('2026-11-26T15:00:00.000Z', null, 2))).toBe('2026-11-30');
  });

  it("reads the booking day on Toronto's clock, not in UTC", () => {
    // 21:30 in Toronto on Friday is already Saturday in UTC: the day is Friday, the pickup Friday
    expect(estimatedDeliveryDate(order('2026-11-28T02:30:00.000Z', null, 1))).toBe('2026-11-30');
    // booked on a Saturday: the cars leave on Monday
    expect(estimatedDeliveryDate(order('2026-11-28T16:00:00.000Z', null, 1))).toBe('2026-12-01');
  });

  it('moves a weekend start to the Monday after', () => {
    expect(estimatedDeliveryDate(order('2026-11-24T15:00:00.000Z', '2026-11-29', 2))).toBe('2026-12-02');
  });

  it('has no estimate before booking or without quoted days', () => {
    expect(estimatedDeliveryDate(order(null, '2026-11-26', 3))).toBeNull();
    expect(estimatedDeliveryDate(order('2026-11-24T15:00:00.000Z', '2026-11-26', null))).toBeNull();
  });
});

describe('orderDeliveryDate', () => {
  it('prefers the real due date, and marks the estimate as one', () => {
    expect(orderDeliveryDate(order('2026-11-24T15:00:00.000Z', '2026-11-26', 3, '2026-12-04'))).toEqual({
      date: '2026-12-04',
      estimated: false,
    });
    expect(orderDeliveryDate(order('2026-11-24T15:00:00.000Z', '2026-11-26', 3))).toEqual({
      date: '2026-12-01',
      estimated: true,
    });
    expect(orderDeliveryDate(order(null, null, null))).toBeNull();
  });
});
