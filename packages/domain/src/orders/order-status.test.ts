import { describe, expect, it } from 'vitest';
import { isCancelledStatus, ORDER_STATUSES, OrderStatus } from './enums.js';
import { centsToDollars, centsToDollarsOrNull } from './money.js';
import { orderStatusName } from './order-status.js';

describe('order status names', () => {
  it('names every status, and says Unknown for anything else', () => {
    for (const s of ORDER_STATUSES) expect(orderStatusName(s)).not.toBe('Unknown');
    expect(orderStatusName(99)).toBe('Unknown');
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

describe('cancelled statuses', () => {
  it('are the cancelled order, with or without its charge given back', () => {
    expect(ORDER_STATUSES.filter(isCancelledStatus)).toEqual([OrderStatus.Cancelled, OrderStatus.CancelledRefunded]);
  });
});
