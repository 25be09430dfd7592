import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { businessDetails } from './business-details.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * The order log: messages between the admin and the customer (thread "customer") or the carrier holding the
 * job (thread "carrier", tied to that company), and entries the product writes for reports and requests.
 */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** customer | carrier */
    thread: varchar('thread', { length: 10 }).notNull(),
    carrierBusinessId: integer('carrier_business_id').references(() => businessDetails.id),
    authorId: integer('author_id').references(() => users.id),
    authorRole: smallint('author_role'),
    comment: text('comment'),
    /** an event entry: its type and parameters (the web words it in the reader's language) */
    event: jsonb('event').$type<{ type: string; params: Record<string, string> }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** a customer's or carrier's message: when an operator opened its thread (null: unread, it needs attention) */
    adminReadAt: timestamp('admin_read_at', { withTimezone: true }),
  },
  (t) => [
    index('order_logs_order_idx').on(t.orderId, t.thread, t.createdAt),
    index('order_logs_admin_unread_idx')
      .on(t.orderId)
      .where(sql`${t.adminReadAt} is null and ${t.event} is null`),
  ],
);

/** Files sent in the order log: private storage, signed URLs. */
export const orderLogFiles = pgTable(
  'order_log_files',
  {
    id: serial('id').primaryKey(),
    orderLogId: integer('order_log_id')
      .notNull()
      .references(() => orderLogs.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    storageKey: varchar('storage_key', { length: 500 }).notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_log_files_log_idx').on(t.orderLogId)],
);

export type OrderLogRow = typeof orderLogs.$inferSelect;
export type OrderLogFileRow = typeof orderLogFiles.$inferSelect;
