import { and, avg, count, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ratings } from '../../db/schema/index.js';

export type RatingSummary = { averageRating: number | null; totalReviews: number };

/** A transport company's average rating and number of reviews, optionally within [from, to). */
export const ratingSummary = async (
  db: DbOrTx,
  businessDetailsId: number,
  range?: { from: Date; to: Date },
): Promise<RatingSummary> => {
  const [row] = await db
    .select({ average: avg(ratings.rating), total: count() })
    .from(ratings)
    .where(
      and(
        eq(ratings.businessDetailsId, businessDetailsId),
        range ? gte(ratings.createdAt, range.from) : undefined,
        range ? lt(ratings.createdAt, range.to) : undefined,
      ),
    );
  return { averageRating: row?.average == null ? null : Number(row.average), totalReviews: row?.total ?? 0 };
};

/** Adds ratings (demo data). */
export const insertRatings = async (db: DbOrTx, rows: (typeof ratings.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(ratings).values(rows);
};
