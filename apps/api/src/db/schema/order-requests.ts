import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { businessDetails } from './business-details.js';
import { loads } from './team.js';
import { cars, orders } from './orders.js';
import { users } from './users.js';

/** A carrier's cancellation request or a customer's completion request, resolved by an admin. */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** cancel | complete */
    type: varchar('type', { length: 10 }).notNull(),
    /** pending | approved | declined */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reason: text('reason').notNull(),
    requestedBy: integer('requested_by').references(() => users.id),
    /** a cancellation: the transport company asking to leave the job */
    carrierBusinessId: integer('carrier_business_id').references(() => businessDetails.id),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolutionComment: text('resolution_comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_requests_order_idx').on(t.orderId),
    // one open request of each type per order, even under concurrent clicks
    uniqueIndex('order_requests_one_pending')
      .on(t.orderId, t.type)
      .where(sql`${t.status} = 'pending'`),
    index('order_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** An issue a carrier or its driver reported on a job, one of its cars or one of its loads. */
export const issueReports = pgTable(
  'issue_reports',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    loadId: integer('load_id').references(() => loads.id, { onDelete: 'set null' }),
    /** delay | pickup_problem | other */
    type: varchar('type', { length: 20 }).notNull(),
    reason: varchar('reason', { length: 30 }).notNull(),
    otherReason: text('other_reason'),
    newEta: date('new_eta'),
    cancelRequest: boolean('cancel_request').notNull().default(false),
    reportedBy: integer('reported_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** an operator marked the report resolved (it no longer needs attention), with an optional note */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolutionNote: text('resolution_note'),
  },
  (t) => [index('issue_reports_order_idx').on(t.orderId)],
);

export type OrderRequestRow = typeof orderRequests.$inferSelect;
export type IssueReportRow = typeof issueReports.$inferSelect;
