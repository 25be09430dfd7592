import { and, asc, avg, count, desc, eq, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, type ReviewSort, type SortDirection } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { ratings, type RatingRow } from '../../db/schema/index.js';

/** The one place that queries the ratings table. */

export type RatingSummary = { averageRating: number | null; totalReviews: number };
export type RatingRange = { from: Date; to: Date };
export type NewRating = typeof ratings.$inferInsert;

const inRange = (businessDetailsId: number, range?: RatingRange) =>
  and(
    eq(ratings.businessDetailsId, businessDetailsId),
    range ? gte(ratings.createdAt, range.from) : undefined,
    range ? lt(ratings.createdAt, range.to) : undefined,
  );

/** A transport company's average rating and number of reviews, optionally within [from, to). */
export const ratingSummary = async (
  db: DbOrTx,
  businessDetailsId: number,
  range?: { from: Date; to: Date },
): Promise<RatingSummary> => {
  const [row] = await db
    .select({ average: avg(ratings.rating), total: count() })
    .from(ratings)
    .where(inRange(businessDetailsId, range));
  return { averageRating: row?.average == null ? null : Number(row.average), totalReviews: row?.total ?? 0 };
};

/** Stores a rating; null when the order already has one of this type (one per order). */
export const insertRating = async (db: DbOrTx, values: NewRating): Promise<RatingRow | null> =>
  (await db.insert(ratings).values(values).onConflictDoNothing().returning())[0] ?? null;

/** An order's ratings, oldest first. */
export const findOrderRatings = (db: DbOrTx, orderId: number): Promise<RatingRow[]> =>
  db.select().from(ratings).where(eq(ratings.orderId, orderId)).orderBy(asc(ratings.id));

const SORTS: Record<ReviewSort, AnyColumn> = {
  created_at: ratings.createdAt,
  rating: ratings.rating,
  order_id: ratings.orderId,
};

/** One page of a company's reviews, sorted by an allow-listed column (ties by id in the same direction). */
export const companyRatingsPage = (
  db: DbOrTx,
  businessDetailsId: number,
  w: { range?: RatingRange; sort: ReviewSort; direction: SortDirection; limit: number; offset: number },
): Promise<RatingRow[]> => {
  const dir = w.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(ratings)
    .where(inRange(businessDetailsId, w.range))
    .orderBy(dir(SORTS[w.sort]), dir(ratings.id))
    .limit(w.limit)
    .offset(w.offset);
};

/** Reviews per month (on Toronto's clock) within a range: YYYY-MM, count and average. */
export const ratingsPerMonth = async (db: DbOrTx, businessDetailsId: number, range: RatingRange) => {
  const month = sql<string>`to_char(${ratings.createdAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, count: count(), average: avg(ratings.rating) })
    .from(ratings)
    .where(inRange(businessDetailsId, range))
    .groupBy(month);
  return rows.map((r) => ({ month: r.month, count: r.count, average: r.average == null ? null : Number(r.average) }));
};

/** Adds ratings (demo data). */
export const insertRatings = async (db: DbOrTx, rows: (typeof ratings.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(ratings).values(rows);
};
