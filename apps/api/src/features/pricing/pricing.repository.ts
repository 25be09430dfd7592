import { desc } from 'drizzle-orm';
import type { RateCard } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { rateCards } from '../../db/schema/index.js';

/** The one place that queries the rate_cards table. */

/** The rate card in force: the newest row, or null when the defaults were never changed. */
export const findLatestRateCard = async (db: DbOrTx) =>
  (await db.select().from(rateCards).orderBy(desc(rateCards.createdAt), desc(rateCards.id)).limit(1))[0] ?? null;

export const insertRateCard = async (db: DbOrTx, card: RateCard, createdBy: number, at: Date) =>
  (await db.insert(rateCards).values({ card, createdBy, createdAt: at }).returning())[0];
