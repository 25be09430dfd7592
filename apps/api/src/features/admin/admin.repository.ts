import { and, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminAccountStatus } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { businessDetails, users } from '../../db/schema/index.js';
import { containsPattern, type PagedQuery, type SortMap } from '../../lib/paging.js';

export const ADMIN_ACCOUNT_SORTS: SortMap<'created_at'> = { created_at: users.createdAt };

const accountRow = { user: users, businessName: businessDetails.name };
export type AccountJoin = { user: typeof users.$inferSelect; businessName: string | null };

const statusCondition = (status: AdminAccountStatus): SQL | undefined => {
  if (status === 'pending') return eq(users.active, false);
  if (status === 'active') return eq(users.active, true);
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

export const setAccountActive = async (db: DbOrTx, id: number, active: boolean, now: Date) => {
  await db
    .update(users)
    .set(active ? { active, approvedAt: now, updatedAt: now } : { active, updatedAt: now })
    .where(eq(users.id, id));
};
