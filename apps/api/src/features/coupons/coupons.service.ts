import { centsToDollars, type CouponsResponse } from '@routier/domain';
import { findLiveOrders } from '../orders/orders.service.js';
import type { DbOrTx } from '../../db/client.js';
import * as repo from './coupons.repository.js';

/** Coupons for the other features (checkout uses them; the account area will list and issue them). */
type DbDeps = { db: DbOrTx };

export type { CouponHolder } from './coupons.repository.js';
export const availableCoupons = ({ db }: DbDeps, holder: repo.CouponHolder, now: Date) =>
  repo.findAvailableCoupons(db, holder, now);
export const availableCoupon = ({ db }: DbDeps, holder: repo.CouponHolder, id: number, now: Date) =>
  repo.findAvailableCoupon(db, holder, id, now);
export const businessCoupons = ({ db }: DbDeps, businessId: number) => repo.findBusinessCoupons(db, businessId);
export const useCoupon = ({ db }: DbDeps, id: number, orderId: number, at: Date) => repo.markCouponUsed(db, id, orderId, at);
export const couponsByIds = ({ db }: DbDeps, ids: number[]) => repo.findCouponsByIds(db, ids);
export const issueCoupons = ({ db }: DbDeps, values: Parameters<typeof repo.insertCoupons>[1]) => repo.insertCoupons(db, values);

/** GET /coupons: the caller's coupons and his business's, with the number of the order each was used on. */
export const listUserCoupons = async (deps: DbDeps, holder: repo.CouponHolder): Promise<CouponsResponse> => {
  const rows = await repo.findUserCoupons(deps.db, holder);
  const orderIds = [...new Set(rows.map((c) => c.orderId).filter((id): id is number => id !== null))];
  const numbers = new Map((await findLiveOrders(deps, orderIds)).map((o) => [o.id, o.orderNumber]));
  return {
    data: rows.map((c) => ({
      id: c.id,
      amount: centsToDollars(c.amountCents),
      expires_at: c.expiresAt?.toISOString() ?? null,
      used_at: c.usedAt?.toISOString() ?? null,
      order_id: c.orderId,
      order_number: c.orderId === null ? null : (numbers.get(c.orderId) ?? null),
    })),
  };
};
