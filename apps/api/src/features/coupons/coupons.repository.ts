import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { coupons } from '../../db/schema/index.js';

/** The one place that queries the coupons table. */

const unusedAndUnexpired = (now: Date) => and(isNull(coupons.usedAt), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)));

/** A user's available coupons (spec §3: not used, not expired), soonest expiry first. */
export const findAvailableCoupons = (db: DbOrTx, userId: number, now: Date) =>
  db
    .select()
    .from(coupons)
    .where(and(eq(coupons.userId, userId), unusedAndUnexpired(now)))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id));

export const findAvailableCoupon = async (db: DbOrTx, userId: number, id: number, now: Date) =>
  (
    await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), eq(coupons.userId, userId), unusedAndUnexpired(now)))
  )[0] ?? null;

/** Marks a coupon used on an order, once: false when it was already used. */
export const markCouponUsed = async (db: DbOrTx, id: number, orderId: number, at: Date) =>
  (
    await db
      .update(coupons)
      .set({ usedAt: at, orderId })
      .where(and(eq(coupons.id, id), isNull(coupons.usedAt)))
      .returning({ id: coupons.id })
  ).length > 0;

export const insertCoupons = (db: DbOrTx, values: (typeof coupons.$inferInsert)[]) =>
  values.length ? db.insert(coupons).values(values).returning() : Promise.resolve([]);

/** Every coupon of a user, newest first (the account area's three tabs split them). */
export const findUserCoupons = (db: DbOrTx, userId: number) =>
  db.select().from(coupons).where(eq(coupons.userId, userId)).orderBy(desc(coupons.createdAt), desc(coupons.id));

export const findCouponsByIds = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select().from(coupons).where(inArray(coupons.id, ids)) : Promise.resolve([]);
