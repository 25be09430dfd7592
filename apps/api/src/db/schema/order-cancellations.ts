import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { payments } from './payments.js';

/**
 * A customer's cancellation of an order, written in the cancelling transaction: the fee the dry-run rule gave
 * (decision 054) and what of the card charge is given back. refund = charged − fee; the gateway's refund of
 * the same amount is made by a job queued in that transaction (refunded_at once the gateway took it).
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** the fee tier applied (active, in_progress, started_drive_away, started_tow, started) */
    tier: varchar('tier', { length: 24 }).notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** what the card charge was (0 when the order is paid by invoice) */
    chargedCents: integer('charged_cents').notNull().default(0),
    refundCents: integer('refund_cents').notNull().default(0),
    /** the succeeded card payment the refund gives back part of */
    paymentId: integer('payment_id').references(() => payments.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_cancellations_order_unique').on(t.orderId),
    check(
      'order_cancellations_money',
      sql`${t.feeCents} >= 0 and ${t.refundCents} >= 0 and ${t.refundCents} <= ${t.chargedCents}`,
    ),
  ],
);
export type OrderCancellationRow = typeof orderCancellations.$inferSelect;
