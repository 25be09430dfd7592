import { and, asc, eq, inArray, isNotNull, isNull, ne, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { Role } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { orderLogFiles, orderLogs, type OrderLogFileRow, type OrderLogRow } from '../../db/schema/index.js';

/** The one place that queries the order_logs and order_log_files tables. */

export type NewOrderLog = typeof orderLogs.$inferInsert;
export type NewOrderLogFile = typeof orderLogFiles.$inferInsert;

/** Which entries a reader sees: a thread (and, for a carrier, its company's entries), or all for an admin. */
export type LogScope = { thread: 'customer' } | { thread: 'carrier'; carrierBusinessId: number } | { thread: null };

const scopeWhere = (orderId: number, scope: LogScope): SQL | undefined => {
  if (scope.thread === null) return eq(orderLogs.orderId, orderId);
  if (scope.thread === 'customer') return and(eq(orderLogs.orderId, orderId), eq(orderLogs.thread, 'customer'));
  return and(
    eq(orderLogs.orderId, orderId),
    eq(orderLogs.thread, 'carrier'),
    eq(orderLogs.carrierBusinessId, scope.carrierBusinessId),
  );
};

export const findLogs = (db: DbOrTx, orderId: number, scope: LogScope): Promise<OrderLogRow[]> =>
  db.select().from(orderLogs).where(scopeWhere(orderId, scope)).orderBy(asc(orderLogs.createdAt), asc(orderLogs.id));

/** A message (not an event) a customer or a carrier wrote that no operator has read. */
const unreadByOperators = and(
  isNull(orderLogs.event),
  isNull(orderLogs.adminReadAt),
  isNotNull(orderLogs.authorId),
  or(isNull(orderLogs.authorRole), ne(orderLogs.authorRole, Role.Admin)),
);

/** The ids of orders with such a message (a subquery). */
export const orderIdsWithUnreadMessages = (db: DbOrTx): SQLWrapper =>
  db.select({ id: orderLogs.orderId }).from(orderLogs).where(unreadByOperators);

/** An operator opened a thread (or both): its messages are read. The number of messages marked. */
export const markReadByOperators = async (db: DbOrTx, orderId: number, thread: 'customer' | 'carrier' | null, at: Date) =>
  (
    await db
      .update(orderLogs)
      .set({ adminReadAt: at })
      .where(and(eq(orderLogs.orderId, orderId), thread ? eq(orderLogs.thread, thread) : undefined, unreadByOperators))
      .returning({ id: orderLogs.id })
  ).length;

export const findLogFiles = (db: DbOrTx, logIds: number[]): Promise<OrderLogFileRow[]> =>
  logIds.length === 0
    ? Promise.resolve([])
    : db.select().from(orderLogFiles).where(inArray(orderLogFiles.orderLogId, logIds)).orderBy(asc(orderLogFiles.id));

export const insertLog = async (db: DbOrTx, values: NewOrderLog): Promise<OrderLogRow> =>
  (await db.insert(orderLogs).values(values).returning())[0];

export const insertLogFiles = (db: DbOrTx, values: NewOrderLogFile[]) =>
  values.length === 0 ? Promise.resolve([]) : db.insert(orderLogFiles).values(values).returning();

/** Which of these stored keys a conversation file refers to: the orphan-file sweeper keeps those. */
export const referencedKeys = async (db: DbOrTx, keys: string[]): Promise<string[]> => {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ file: orderLogFiles.storageKey })
    .from(orderLogFiles)
    .where(inArray(orderLogFiles.storageKey, keys));
  return rows.map((r) => r.file);
};
