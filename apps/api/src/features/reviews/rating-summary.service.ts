import type { DbOrTx } from '../../db/client.js';
import { insertRatings, ratingSummary, type RatingSummary } from './reviews.repository.js';

export type { RatingSummary };

/** A transport company's average rating and number of reviews given within [from, to) (the dashboards' card). */
export const companyRatingSummary = ({ db }: { db: DbOrTx }, businessDetailsId: number, range?: { from: Date; to: Date }) =>
  ratingSummary(db, businessDetailsId, range);

/** Customers' ratings of delivered orders, as they were given (demo data). */
export const addRatings = ({ db }: { db: DbOrTx }, rows: Parameters<typeof insertRatings>[1]) => insertRatings(db, rows);
