import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { businessDetails } from './business-details.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * A transport company's answer to an auto-dispatch request: its dates, method and price, valid until
 * available_till. Accepting one makes the order's others inactive (decision 035).
 */
export const quotePrices = pgTable(
  'quote_prices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    /** who submitted it (a transport company user or its dispatcher) */
    userId: integer('user_id').references(() => users.id),
    /** 1 drive away, 2 flatbed, 3 haul away, 4 enclosed */
    shippingMethod: smallint('shipping_method').notNull(),
    pickupDate: date('pickup_date'),
    pickupFrom: date('pickup_from'),
    pickupTo: date('pickup_to'),
    dropoffDate: date('dropoff_date'),
    dropoffFrom: date('dropoff_from'),
    dropoffTo: date('dropoff_to'),
    /** a priority request's answer: 'priority' (the customer's day) or 'other' */
    deliveryTypeEta: varchar('delivery_type_eta', { length: 10 }),
    /** what the carrier quoted (and earns) */
    carrierPriceCents: integer('carrier_price_cents').notNull(),
    /** what the customer pays before fuel fee and taxes */
    dealerPriceCents: integer('dealer_price_cents').notNull(),
    availableTill: timestamp('available_till', { withTimezone: true }),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    isAccepted: boolean('is_accepted').notNull().default(false),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one quote per company per request, even when two of its users submit at once
    uniqueIndex('quote_prices_order_business_unique').on(t.orderId, t.businessDetailsId),
    // at most one accepted quote per order
    uniqueIndex('quote_prices_accepted_unique')
      .on(t.orderId)
      .where(sql`${t.isAccepted}`),
    index('quote_prices_business_idx').on(t.businessDetailsId),
  ],
);
export type QuotePriceRow = typeof quotePrices.$inferSelect;

/** A transport company declined an auto-dispatch request (with an optional reason): it leaves its list. */
export const quoteDeclines = pgTable(
  'quote_declines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessDetailsId: integer('business_details_id')
      .notNull()
      .references(() => businessDetails.id),
    userId: integer('user_id').references(() => users.id),
    reason: varchar('reason', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quote_declines_order_business_unique').on(t.orderId, t.businessDetailsId)],
);
export type QuoteDeclineRow = typeof quoteDeclines.$inferSelect;
