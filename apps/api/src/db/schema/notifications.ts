import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/** One event told to one user (issue 8); the title is rendered from type + params in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NotificationType (domain) */
    type: varchar('type', { length: 40 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    params: jsonb('params').$type<Record<string, string | number | boolean>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the list, newest first
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // the badge and the unread set: only unread rows are indexed
    index('notifications_user_unread_idx')
      .on(t.userId, t.orderId)
      .where(sql`${t.readAt} is null`),
  ],
);
export type NotificationDbRow = typeof notifications.$inferSelect;

/** The kinds of notification e-mail a user muted (the notification itself is still created). */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
