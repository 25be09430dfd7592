import type { DbOrTx } from '../../db/client.js';
import * as repo from './coupons.repository.js';

/** Coupons for the other features (checkout uses them; the account area will list and issue them). */
type DbDeps = { db: DbOrTx };

export const availableCoupons = ({ db }: DbDeps, userId: number, now: Date) => repo.findAvailableCoupons(db, userId, now);
export const availableCoupon = ({ db }: DbDeps, userId: number, id: number, now: Date) =>
  repo.findAvailableCoupon(db, userId, id, now);
export const useCoupon = ({ db }: DbDeps, id: number, orderId: number, at: Date) => repo.markCouponUsed(db, id, orderId, at);
export const issueCoupons = ({ db }: DbDeps, values: Parameters<typeof repo.insertCoupons>[1]) => repo.insertCoupons(db, values);
