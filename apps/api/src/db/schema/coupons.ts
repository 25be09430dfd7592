import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { businessDetails } from './business-details.js';
import { orders } from './orders.js';
import { users } from './users.js';

/** Dollar-off coupons of a customer (spec §3, Coupon); the account area issues and lists them. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** a coupon an operator issued to a business: any of its users may spend it (userId holds it for the business) */
    businessDetailsId: integer('business_details_id').references(() => businessDetails.id),
    amountCents: integer('amount_cents').notNull(),
    /** null: never expires */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupons_user_idx').on(t.userId, t.usedAt), index('coupons_business_idx').on(t.businessDetailsId, t.usedAt)],
);
export type CouponRow = typeof coupons.$inferSelect;
