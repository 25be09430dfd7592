import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * One row per attempt to pay for an order, keyed by the client's idempotency key: written before the
 * gateway is called, so a retry (double click, timeout, crash between charge and commit) finds it and
 * reuses the same gateway idempotency key instead of charging again. At most one succeeds per order.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** null for a guest's order */
    userId: integer('user_id').references(() => users.id),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    /** sandbox, stripe or invoice */
    provider: varchar('provider', { length: 20 }).notNull(),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    /** pending (gateway called), requires_action, succeeded, failed */
    status: varchar('status', { length: 20 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('cad'),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    errorCode: varchar('error_code', { length: 60 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_key_unique').on(t.orderId, t.idempotencyKey),
    uniqueIndex('payments_one_success_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'succeeded'`),
    index('payments_intent_idx').on(t.paymentIntentId),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** A customer's saved cards (spec §3): brand and last 4 only, and the gateway's reusable reference. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** the gateway's reusable payment method (never a card number) */
    gatewayRef: varchar('gateway_ref', { length: 255 }).notNull(),
    brand: varchar('brand', { length: 20 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('saved_cards_user_idx').on(t.userId)],
);
export type SavedCardRow = typeof savedCards.$inferSelect;

/** The sandbox gateway's payment intents (what Stripe keeps on its side), so it behaves the same across restarts. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: varchar('id', { length: 64 }).primaryKey(),
  idempotencyKey: varchar('idempotency_key', { length: 255 }).notNull().unique(),
  clientSecret: varchar('client_secret', { length: 128 }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** requires_action, authenticated, succeeded, failed */
  status: varchar('status', { length: 20 }).notNull(),
  brand: varchar('brand', { length: 20 }).notNull(),
  last4: varchar('last4', { length: 4 }).notNull(),
  errorCode: varchar('error_code', { length: 60 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
