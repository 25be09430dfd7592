import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { businessDetails } from './business-details.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** The customer's rating of the transport company that delivered an order (one per order). */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** the transport company rated */
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    /** who rated (the order's customer) */
    userId: integer('user_id').references(() => users.id),
    /** 1 the customer rates the transport company */
    type: smallint('type').notNull().default(1),
    rating: smallint('rating').notNull(),
    feedback: text('feedback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_order_type_unique').on(t.orderId, t.type),
    index('ratings_business_idx').on(t.businessDetailsId, t.createdAt, t.id),
    check('ratings_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;
