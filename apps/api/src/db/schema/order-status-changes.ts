import { index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * Every status change of an order, written by the lifecycle in the changing transaction: the order's history
 * (what happened, by which kind of actor, when).
 */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    /** the lifecycle's event (book, start_transport, hold, …) */
    event: varchar('event', { length: 30 }).notNull(),
    /** customer | carrier | driver | admin | system */
    actor: varchar('actor', { length: 10 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.changedAt, t.id)],
);
export type OrderStatusChangeRow = typeof orderStatusChanges.$inferSelect;
