import { and, asc, count, desc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { issueReports, orderRequests, type IssueReportRow, type OrderRequestRow } from '../../db/schema/index.js';
import type { PagedQuery, SortMap } from '../../lib/paging.js';

/** The one place that queries the order_requests and issue_reports tables. */

export type NewOrderRequest = typeof orderRequests.$inferInsert;
export type NewIssueReport = typeof issueReports.$inferInsert;

/** Pending requests first (oldest first: the admin works through them in order), then the resolved ones. */
export const ADMIN_REQUEST_SORTS: SortMap<'pending_first'> = {
  pending_first: sql`(case when ${orderRequests.status} = 'pending' then 0 else 1 end), ${orderRequests.createdAt}`,
};
export const REQUEST_TIE_BREAKER = orderRequests.id;

export const insertIssueReport = async (db: DbOrTx, values: NewIssueReport): Promise<IssueReportRow> =>
  (await db.insert(issueReports).values(values).returning())[0];

/** Inserts a request; null when one of its type is already pending on the order (the unique index decides). */
export const insertRequest = async (db: DbOrTx, values: NewOrderRequest): Promise<OrderRequestRow | null> =>
  (await db.insert(orderRequests).values(values).onConflictDoNothing().returning())[0] ?? null;

export const findRequest = async (db: DbOrTx, id: number): Promise<OrderRequestRow | null> =>
  (await db.select().from(orderRequests).where(eq(orderRequests.id, id)))[0] ?? null;

/** An order's requests of a type, newest first; for a cancellation, only those of one company when given. */
export const findOrderRequests = (
  db: DbOrTx,
  orderId: number,
  filter: { type?: string; carrierBusinessId?: number } = {},
): Promise<OrderRequestRow[]> => {
  const where: (SQL | undefined)[] = [eq(orderRequests.orderId, orderId)];
  if (filter.type) where.push(eq(orderRequests.type, filter.type));
  if (filter.carrierBusinessId !== undefined) where.push(eq(orderRequests.carrierBusinessId, filter.carrierBusinessId));
  return db
    .select()
    .from(orderRequests)
    .where(and(...where))
    .orderBy(desc(orderRequests.createdAt), desc(orderRequests.id));
};

export const hasPendingRequest = async (db: DbOrTx, orderId: number, type: string): Promise<boolean> =>
  (
    await db
      .select({ id: orderRequests.id })
      .from(orderRequests)
      .where(and(eq(orderRequests.orderId, orderId), eq(orderRequests.type, type), eq(orderRequests.status, 'pending')))
      .limit(1)
  ).length > 0;

/** Resolves a pending request; null when it was resolved meanwhile. */
export const resolveRequest = async (
  db: DbOrTx,
  id: number,
  change: { status: 'approved' | 'declined'; by: number; at: Date; comment: string | null },
): Promise<OrderRequestRow | null> =>
  (
    await db
      .update(orderRequests)
      .set({ status: change.status, resolvedBy: change.by, resolvedAt: change.at, resolutionComment: change.comment })
      .where(and(eq(orderRequests.id, id), eq(orderRequests.status, 'pending')))
      .returning()
  )[0] ?? null;

export const adminRequestsQuery = (db: DbOrTx, status: 'pending' | 'all'): PagedQuery<OrderRequestRow> => {
  const where = status === 'pending' ? eq(orderRequests.status, 'pending') : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(orderRequests).where(where))[0].n,
    page: ({ orderBy, limit, offset }) =>
      db
        .select()
        .from(orderRequests)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};

/** The ids of orders with a request waiting for an admin's answer. */
export const orderIdsWithPendingRequests = (db: DbOrTx): SQLWrapper =>
  db.select({ id: orderRequests.orderId }).from(orderRequests).where(eq(orderRequests.status, 'pending'));

/** The ids of orders a carrier or driver reported an issue or a delay on that no operator has resolved. */
export const orderIdsWithIssueReports = (db: DbOrTx): SQLWrapper =>
  db.select({ id: issueReports.orderId }).from(issueReports).where(isNull(issueReports.resolvedAt));

/** An order's issue and delay reports, oldest first. */
export const findOrderReports = (db: DbOrTx, orderId: number): Promise<IssueReportRow[]> =>
  db
    .select()
    .from(issueReports)
    .where(eq(issueReports.orderId, orderId))
    .orderBy(asc(issueReports.createdAt), asc(issueReports.id));

export const findIssueReport = async (db: DbOrTx, id: number): Promise<IssueReportRow | null> =>
  (await db.select().from(issueReports).where(eq(issueReports.id, id)))[0] ?? null;

/** Marks a report resolved unless it already is (null then: another operator got there first). */
export const resolveIssueReport = async (
  db: DbOrTx,
  id: number,
  change: { by: number; at: Date; note: string | null },
): Promise<IssueReportRow | null> =>
  (
    await db
      .update(issueReports)
      .set({ resolvedAt: change.at, resolvedBy: change.by, resolutionNote: change.note })
      .where(and(eq(issueReports.id, id), isNull(issueReports.resolvedAt)))
      .returning()
  )[0] ?? null;
