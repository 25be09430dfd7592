import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessTokens, businessDetails, discounts, users, type BusinessDetailsRow, type UserRow } from '../../db/schema/index.js';

export type DiscountRow = typeof discounts.$inferSelect;
export type UserPatch = Partial<typeof users.$inferInsert>;

export const findUser = async (db: Db, id: number): Promise<UserRow | null> =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

export const findBusiness = async (db: Db, id: number): Promise<BusinessDetailsRow | null> =>
  (await db.select().from(businessDetails).where(eq(businessDetails.id, id)).limit(1))[0] ?? null;

/** Discounts of a business that have not expired yet, soonest expiry first. */
export const findCurrentDiscounts = (db: Db, businessId: number, now: Date): Promise<DiscountRow[]> =>
  db
    .select()
    .from(discounts)
    .where(and(eq(discounts.businessDetailsId, businessId), gte(discounts.expiryDate, now)))
    .orderBy(asc(discounts.expiryDate));

export const updateUserRow = async (db: Db, id: number, patch: UserPatch): Promise<UserRow> =>
  (await db.update(users).set(patch).where(eq(users.id, id)).returning())[0];

/** Signs the user out of every other session (after a password change). */
export const deleteOtherAccessTokens = async (db: Db, userId: number, keepTokenId: number | null) => {
  await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.userId, userId), keepTokenId ? ne(accessTokens.id, keepTokenId) : undefined));
};
