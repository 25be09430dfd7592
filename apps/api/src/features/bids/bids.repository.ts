import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import { BidStatus } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { bids, type BidRow } from '../../db/schema/index.js';
import type { PagedQuery } from '../../lib/paging.js';

/** The one place that queries the bids table. */

export type NewBid = typeof bids.$inferInsert;
export const BID_TIE_BREAKER = bids.id;
export const ADMIN_BIDS_SORT_COLUMNS = {
  status: bids.status,
  created_at: bids.createdAt,
  amount: bids.amountCents,
  eta: bids.eta,
} as const;

/** Inserts a bid; null when the company already has a pending one on the order (bids_pending_unique). */
export const insertBid = async (db: DbOrTx, values: NewBid): Promise<BidRow | null> => {
  const [row] = await db.insert(bids).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

/** A company's bids on an order, newest first. */
export const findCompanyBids = (db: DbOrTx, businessDetailsId: number, orderId: number): Promise<BidRow[]> =>
  db
    .select()
    .from(bids)
    .where(and(eq(bids.businessDetailsId, businessDetailsId), eq(bids.orderId, orderId)))
    .orderBy(bids.createdAt, bids.id);

export const findBid = async (db: DbOrTx, id: number): Promise<BidRow | null> =>
  (await db.select().from(bids).where(eq(bids.id, id)))[0] ?? null;

/** Moves a pending bid to accepted or declined; null when it was no longer pending (a concurrent decision won). */
export const decidePendingBid = async (db: DbOrTx, id: number, status: BidStatus, at: Date): Promise<BidRow | null> =>
  (
    await db
      .update(bids)
      .set({ status, decidedAt: at })
      .where(and(eq(bids.id, id), eq(bids.status, BidStatus.Pending)))
      .returning()
  )[0] ?? null;

/** Declines every other pending bid of an order (its job went to one company); the declined rows. */
export const declineOtherPendingBids = (db: DbOrTx, orderId: number, keptId: number, at: Date): Promise<BidRow[]> =>
  db
    .update(bids)
    .set({ status: BidStatus.Declined, decidedAt: at })
    .where(and(eq(bids.orderId, orderId), eq(bids.status, BidStatus.Pending), ne(bids.id, keptId)))
    .returning();

/** Every bid (or those of one status), as a paged query for the admin console. */
export const adminBidsQuery = (db: DbOrTx, status?: BidStatus): PagedQuery<BidRow> => {
  const where: SQL | undefined = status ? eq(bids.status, status) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(bids).where(where))[0].n,
    page: ({ orderBy, limit, offset }) =>
      db
        .select()
        .from(bids)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};
