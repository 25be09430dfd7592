import type { CouponRow } from './coupons-responses.js';

/** Spec §4: available (not used, not expired), used (used_at set), expired (not used, past expiry). */
export const CouponState = { Available: 'available', Used: 'used', Expired: 'expired' } as const;
export type CouponState = (typeof CouponState)[keyof typeof CouponState];
export const COUPON_STATES: readonly CouponState[] = [CouponState.Available, CouponState.Used, CouponState.Expired];

export const couponState = (c: Pick<CouponRow, 'expires_at' | 'used_at'>, now: Date): CouponState => {
  if (c.used_at) return CouponState.Used;
  if (c.expires_at && new Date(c.expires_at).getTime() <= now.getTime()) return CouponState.Expired;
  return CouponState.Available;
};

/** Spec §2 coupons: no expiry means no expiration; past means expired; under an hour "less than hour"; else hours. */
export type CouponExpiry = { kind: 'none' } | { kind: 'expired' } | { kind: 'lessThanHour' } | { kind: 'hours'; hours: number };

const HOUR = 3_600_000;

export const couponExpiry = (expiresAt: string | null, now: Date): CouponExpiry => {
  if (!expiresAt) return { kind: 'none' };
  const left = new Date(expiresAt).getTime() - now.getTime();
  if (left <= 0) return { kind: 'expired' };
  if (left < HOUR) return { kind: 'lessThanHour' };
  return { kind: 'hours', hours: Math.floor(left / HOUR) };
};
