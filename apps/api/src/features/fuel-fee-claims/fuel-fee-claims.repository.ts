import { and, asc, count, eq, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fuelFeeClaims, type FuelFeeClaimRow, type NewFuelFeeClaim } from '../../db/schema/index.js';
import type { PagedQuery, SortMap } from '../../lib/paging.js';

/** The one place that queries the fuel_fee_claims table. */

/** Pending claims first, oldest first (the admin works through them in order), then the decided ones. */
export const ADMIN_CLAIM_SORTS: SortMap<'pending_first'> = {
  pending_first: sql`(case when ${fuelFeeClaims.status} = 'pending' then 0 else 1 end), ${fuelFeeClaims.createdAt}`,
};
export const CLAIM_TIE_BREAKER = fuelFeeClaims.id;

export const insertClaim = async (db: DbOrTx, values: NewFuelFeeClaim): Promise<FuelFeeClaimRow> =>
  (await db.insert(fuelFeeClaims).values(values).returning())[0];

export const findClaim = async (db: DbOrTx, id: number): Promise<FuelFeeClaimRow | null> =>
  (await db.select().from(fuelFeeClaims).where(eq(fuelFeeClaims.id, id)))[0] ?? null;

export const findOrderClaims = (db: DbOrTx, orderId: number): Promise<FuelFeeClaimRow[]> =>
  db.select().from(fuelFeeClaims).where(eq(fuelFeeClaims.orderId, orderId)).orderBy(asc(fuelFeeClaims.id));

/** The total of an order's claims that are not refused (approved or pending). */
export const liveClaimsCents = async (db: DbOrTx, orderId: number): Promise<number> =>
  Number(
    (
      await db
        .select({ total: sql<string>`coalesce(sum(${fuelFeeClaims.amountCents}), 0)` })
        .from(fuelFeeClaims)
        .where(and(eq(fuelFeeClaims.orderId, orderId), ne(fuelFeeClaims.status, 'refused')))
    )[0].total,
  );

/** Decides a pending claim; null when it was decided meanwhile. */
export const decideClaim = async (
  db: DbOrTx,
  id: number,
  change: Pick<FuelFeeClaimRow, 'status' | 'decidedBy' | 'decidedAt' | 'reason'>,
): Promise<FuelFeeClaimRow | null> =>
  (
    await db
      .update(fuelFeeClaims)
      .set(change)
      .where(and(eq(fuelFeeClaims.id, id), eq(fuelFeeClaims.status, 'pending')))
      .returning()
  )[0] ?? null;

/** Records on an approved claim the statement adjustment it made. */
export const setClaimAdjustment = async (db: DbOrTx, id: number, statementId: number, adjustmentCents: number) =>
  (await db.update(fuelFeeClaims).set({ statementId, adjustmentCents }).where(eq(fuelFeeClaims.id, id)).returning())[0];

export const countPendingClaims = async (db: DbOrTx): Promise<number> =>
  (await db.select({ n: count() }).from(fuelFeeClaims).where(eq(fuelFeeClaims.status, 'pending')))[0].n;

export const adminClaimsQuery = (db: DbOrTx, status: 'pending' | 'all'): PagedQuery<FuelFeeClaimRow> => {
  const where = status === 'pending' ? eq(fuelFeeClaims.status, 'pending') : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(fuelFeeClaims).where(where))[0].n,
    page: ({ orderBy, limit, offset }) =>
      db
        .select()
        .from(fuelFeeClaims)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};

/** The ids of orders with a fuel-fee claim waiting for an admin's decision. */
export const orderIdsWithPendingClaims = (db: DbOrTx): SQLWrapper =>
  db.select({ id: fuelFeeClaims.orderId }).from(fuelFeeClaims).where(eq(fuelFeeClaims.status, 'pending'));
