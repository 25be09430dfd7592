import { and, asc, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { coupons } from '../../db/schema/index.js';

/** The one place that queries the coupons table. */

/** The user's own coupons and those issued to his business (decision 064). */
const heldBy = (holder: CouponHolder) =>
  holder.businessDetailsId === null
    ? eq(coupons.userId, holder.id)
    : or(eq(coupons.userId, holder.id), eq(coupons.businessDetailsId, holder.businessDetailsId));
export type CouponHolder = { id: number; businessDetailsId: number | null };

const unusedAndUnexpired = (now: Date) => and(isNull(coupons.usedAt), or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)));

/** A user's available coupons (spec §3: not used, not expired), soonest expiry first. */
export const findAvailableCoupons = (db: DbOrTx, holder: CouponHolder, now: Date) =>
  db
    .select()
    .from(coupons)
    .where(and(heldBy(holder), unusedAndUnexpired(now)))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id));

export const findAvailableCoupon = async (db: DbOrTx, holder: CouponHolder, id: number, now: Date) =>
  (
    await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), heldBy(holder), unusedAndUnexpired(now)))
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

/** Every coupon of a user (his business's included), newest first (the account area's three tabs split them). */
export const findUserCoupons = (db: DbOrTx, holder: CouponHolder) =>
  db.select().from(coupons).where(heldBy(holder)).orderBy(desc(coupons.createdAt), desc(coupons.id));

/** The coupons issued to a business, newest first (the operator's review). */
export const findBusinessCoupons = (db: DbOrTx, businessId: number) =>
  db.select().from(coupons).where(eq(coupons.businessDetailsId, businessId)).orderBy(desc(coupons.createdAt), desc(coupons.id));

export const findCouponsByIds = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select().from(coupons).where(inArray(coupons.id, ids)) : Promise.resolve([]);
