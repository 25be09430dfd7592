import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './enums.js';
import { centsToDollars, centsToDollarsOrNull } from './money.js';
import { formatOrderNumber, orderStatusName } from './order-status.js';

describe('order status names', () => {
  it('names every status', () => {
    for (const s of ORDER_STATUSES) expect(orderStatusName(s)).not.toBe('Unknown');
    expect(orderStatusName(4)).toBe('In progress');
    expect(orderStatusName(99)).toBe('Unknown');
  });

  it('formats order numbers', () => {
    expect(formatOrderNumber(100101)).toBe('RT-100101');
  });
});

describe('money', () => {
  it('turns cents into dollars with 2 decimals', () => {
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(centsToDollars(5)).toBe(0.05);
    expect(centsToDollarsOrNull(null)).toBeNull();
    expect(centsToDollarsOrNull(0)).toBe(0);
  });
});
