import { describe, expect, it } from 'vitest';
import { addUnreadOrders, badgeLabel, clearAllUnread, clearUnreadOrder, isUnreadRow } from './unread.js';

describe('unread notification order ids (spec §4)', () => {
  it('adds orders as a unique set and ignores notifications without an order', () => {
    expect(addUnreadOrders([3], [5, 3, null, 5, 7])).toEqual([3, 5, 7]);
  });

  it('clears one order at a time', () => {
    expect(clearUnreadOrder([3, 5, 7], 5)).toEqual([3, 7]);
    expect(clearUnreadOrder([3], 9)).toEqual([3]);
  });

  it('clears everything at once', () => {
    expect(clearAllUnread()).toEqual([]);
  });

  it('highlights a row that is unread or whose order is in the unread set', () => {
    expect(isUnreadRow({ read: false, order_id: null }, [])).toBe(true);
    expect(isUnreadRow({ read: true, order_id: 4 }, [4])).toBe(true);
    expect(isUnreadRow({ read: true, order_id: 4 }, [5])).toBe(false);
  });
});

describe('notification badge (spec §9: capped at 99+)', () => {
  it('shows nothing without unread notifications', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(-1)).toBeNull();
  });

  it('shows the count up to 99, then 99+', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(4321)).toBe('99+');
  });
});
