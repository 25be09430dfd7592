import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * What operators did: each action an admin takes on an order, an account, a payment or a claim, with who, when and
 * the changed values before and after. Written in the acting transaction; never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    /** AuditAction of the domain */
    action: varchar('action', { length: 40 }).notNull(),
    /** AuditSubject of the domain */
    subjectType: varchar('subject_type', { length: 20 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** the order the action concerns, when it concerns one (its page lists the entries) */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    before: jsonb('before').$type<Record<string, string | number | boolean | null>>(),
    after: jsonb('after').$type<Record<string, string | number | boolean | null>>(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_order_idx').on(t.orderId, t.createdAt),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
