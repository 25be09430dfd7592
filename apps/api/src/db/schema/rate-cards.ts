import { integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import type { RateCard } from '@routier/domain';
import { users } from './users.js';

/** The rate card's versions: the newest row is the one in force (none: the domain's DEFAULT_RATE_CARD). */
export const rateCards = pgTable('rate_cards', {
  id: serial('id').primaryKey(),
  card: jsonb('card').$type<RateCard>().notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
