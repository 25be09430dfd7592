import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessDetails } from './business-details.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** A transport company's price for an offer; an admin accepts (the job is theirs at that price) or declines it. */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    /** who placed it (told of the admin's decision, in his language) */
    userId: integer('user_id').references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    eta: date('eta').notNull(),
    /** 1 pending, 2 accepted, 3 declined */
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // one pending bid per company per order, even when two requests race
    uniqueIndex('bids_pending_unique')
      .on(t.orderId, t.businessDetailsId)
      .where(sql`${t.status} = 1`),
    index('bids_business_idx').on(t.businessDetailsId, t.orderId),
    // the admin console: pending first, newest first
    index('bids_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

export type BidRow = typeof bids.$inferSelect;
