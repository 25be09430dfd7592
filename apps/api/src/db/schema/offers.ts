import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { businessDetails } from './business-details.js';
import { orders } from './orders.js';

/** Offers a transport company has opened (the board highlights the others and counts them in the header). */
export const offerViews = pgTable(
  'offer_views',
  {
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'offer_views_pk', columns: [t.businessDetailsId, t.orderId] })],
);
