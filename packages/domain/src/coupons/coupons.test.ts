import { describe, expect, it } from 'vitest';
import { couponExpiry, couponState } from './coupons.js';

const now = new Date('2026-11-25T12:00:00Z');

describe('coupon states (spec §4)', () => {
  it('is used once used_at is set, even past its expiry', () => {
    expect(couponState({ used_at: '2026-11-01T00:00:00Z', expires_at: '2026-11-02T00:00:00Z' }, now)).toBe('used');
  });
  it('is expired when unused and past its expiry, available otherwise', () => {
    expect(couponState({ used_at: null, expires_at: '2026-11-25T11:59:59Z' }, now)).toBe('expired');
    expect(couponState({ used_at: null, expires_at: '2026-11-25T12:00:01Z' }, now)).toBe('available');
    expect(couponState({ used_at: null, expires_at: null }, now)).toBe('available');
  });
});

describe('coupon expiry text (spec §2)', () => {
  it('says no expiration, expired, less than an hour, or the whole hours left', () => {
    expect(couponExpiry(null, now)).toEqual({ kind: 'none' });
    expect(couponExpiry('2026-11-25T11:00:00Z', now)).toEqual({ kind: 'expired' });
    expect(couponExpiry('2026-11-25T12:59:00Z', now)).toEqual({ kind: 'lessThanHour' });
    expect(couponExpiry('2026-11-27T14:30:00Z', now)).toEqual({ kind: 'hours', hours: 50 });
  });
});
