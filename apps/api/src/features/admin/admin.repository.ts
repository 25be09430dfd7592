import { and, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminAccountStatus } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { businessDetails, users } from '../../db/schema/index.js';
import { containsPattern, type PagedQuery, type SortMap } from '../../lib/paging.js';

export const ADMIN_ACCOUNT_SORTS: SortMap<'created_at'> = { created_at: users.createdAt };

const accountRow = { user: users, businessName: businessDetails.name };
export type AccountJoin = { user: typeof users.$inferSelect; businessName: string | null };

/** The SQL of accountStatus (domain): active, then rejected, then deactivated, else pending. */
const statusCondition = (status: AdminAccountStatus): SQL | undefined => {
  const inactive = eq(users.active, false);
  if (status === 'active') return eq(users.active, true);
  if (status === 'rejected') return and(inactive, isNotNull(users.rejectedAt));
  if (status === 'deactivated') return and(inactive, isNull(users.rejectedAt), isNotNull(users.deactivatedAt));
  if (status === 'pending') return and(inactive, isNull(users.rejectedAt), isNull(users.deactivatedAt));
  return undefined;
};

const searchCondition = (text: string): SQL => {
  const pattern = containsPattern(text);
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
    ilike(businessDetails.name, pattern),
  ) as SQL;
};

/** Accounts that are not deleted, by approval status, searched on email, names and business name. */
export const accountsQuery = (db: DbOrTx, status: AdminAccountStatus, search?: string): PagedQuery<AccountJoin> => {
  const where = and(isNull(users.deletedAt), statusCondition(status), search ? searchCondition(search) : undefined);
  const from = () => db.select(accountRow).from(users).leftJoin(businessDetails, eq(businessDetails.id, users.businessDetailsId));
  return {
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(users)
          .leftJoin(businessDetails, eq(businessDetails.id, users.businessDetailsId))
          .where(where)
      )[0].n,
    page: ({ orderBy, limit, offset }) =>
      from()
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};

export const findAccount = async (db: DbOrTx, id: number): Promise<AccountJoin | null> => {
  const rows = await db
    .select(accountRow)
    .from(users)
    .leftJoin(businessDetails, eq(businessDetails.id, users.businessDetailsId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
};

export type AccountDetailJoin = { user: typeof users.$inferSelect; business: typeof businessDetails.$inferSelect | null };

/** An account with its whole business details, for the admin's review. */
export const findAccountDetail = async (db: DbOrTx, id: number): Promise<AccountDetailJoin | null> => {
  const rows = await db
    .select({ user: users, business: businessDetails })
    .from(users)
    .leftJoin(businessDetails, eq(businessDetails.id, users.businessDetailsId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
};

/** Approving clears any earlier rejection or deactivation; deactivating keeps the approval date. */
export const setAccountActive = async (db: DbOrTx, id: number, active: boolean, now: Date) => {
  await db
    .update(users)
    .set(
      active
        ? { active, approvedAt: now, deactivatedAt: null, rejectedAt: null, rejectionReason: null, updatedAt: now }
        : { active, deactivatedAt: now, updatedAt: now },
    )
    .where(eq(users.id, id));
};

export const setAccountRejected = async (db: DbOrTx, id: number, reason: string, now: Date) => {
  await db.update(users).set({ active: false, rejectedAt: now, rejectionReason: reason, updatedAt: now }).where(eq(users.id, id));
};
