import { and, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { offerViews, orders } from '../../db/schema/index.js';

/** The one place that queries the offer_views table. */

/** Marks an offer as opened by a company (once; later openings change nothing). */
export const insertOfferView = async (db: DbOrTx, businessDetailsId: number, orderId: number, at: Date) => {
  await db.insert(offerViews).values({ businessDetailsId, orderId, seenAt: at }).onConflictDoNothing();
};

/** Which of these orders the company has opened. */
export const findSeenOrderIds = async (db: DbOrTx, businessDetailsId: number, orderIds: number[]): Promise<Set<number>> => {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ id: offerViews.orderId })
    .from(offerViews)
    .where(and(eq(offerViews.businessDetailsId, businessDetailsId), inArray(offerViews.orderId, orderIds)));
  return new Set(rows.map((r) => r.id));
};

/** Whether the company has opened the order, as a column of a page of the board (read in the page's statement). */
export const seenByCompany = (businessDetailsId: number | Placeholder) =>
  sql<boolean>`exists (select 1 from ${offerViews} where ${offerViews.businessDetailsId} = ${businessDetailsId} and ${offerViews.orderId} = ${orders.id})`.as(
    'seen',
  );

/** A subquery of the ids of the orders a company has opened, for conditions on the orders table. */
export const seenOrderIds = (db: DbOrTx, businessDetailsId: number | Placeholder) =>
  db.select({ id: offerViews.orderId }).from(offerViews).where(eq(offerViews.businessDetailsId, businessDetailsId));
