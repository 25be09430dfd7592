import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notificationMutes, notifications, type NotificationDbRow } from '../../db/schema/index.js';
import type { PagedQuery, SortMap } from '../../lib/paging.js';

/** The one place that queries the notifications and notification_mutes tables. */

export type NewNotification = typeof notifications.$inferInsert;

export const insertNotifications = async (db: DbOrTx, values: NewNotification[]): Promise<NotificationDbRow[]> =>
  values.length === 0 ? [] : db.insert(notifications).values(values).returning();

export const NOTIFICATION_SORT_COLUMNS: SortMap<'created_at'> = { created_at: notifications.createdAt };
export const NOTIFICATION_TIE_BREAKER = notifications.id;

/** A user's notifications (the list; the index on user_id, created_at, id serves it). */
export const userNotificationsQuery = (db: DbOrTx, userId: number): PagedQuery<NotificationDbRow> => {
  const where = eq(notifications.userId, userId);
  return {
    count: async () => Number((await db.select({ n: count() }).from(notifications).where(where))[0].n),
    page: ({ orderBy, limit, offset }) =>
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  };
};

/** The badge and the unread set in one statement, read from the partial index of unread rows. */
export const unreadSummary = async (db: DbOrTx, userId: number): Promise<{ count: number; orderIds: number[] }> => {
  const [row] = await db
    .select({
      n: count(),
      orderIds: sql<
        number[] | null
      >`array_agg(distinct ${notifications.orderId} order by ${notifications.orderId}) filter (where ${notifications.orderId} is not null)`,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { count: Number(row.n), orderIds: (row.orderIds ?? []).map(Number) };
};

/** Marks read the user's unread notifications of one order, or all of them (orderId null); how many. */
export const markRead = async (db: DbOrTx, userId: number, orderId: number | null, at: Date): Promise<number> =>
  (
    await db
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          orderId === null ? undefined : eq(notifications.orderId, orderId),
        ),
      )
      .returning({ id: notifications.id })
  ).length;

export const findMutedTypes = async (db: DbOrTx, userId: number): Promise<string[]> =>
  (
    await db
      .select({ type: notificationMutes.type })
      .from(notificationMutes)
      .where(eq(notificationMutes.userId, userId))
      .orderBy(notificationMutes.type)
  ).map((r) => r.type);

/** Which of these users muted the e-mail of this type. */
export const findUsersWhoMuted = async (db: DbOrTx, userIds: number[], type: string): Promise<Set<number>> => {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationMutes.userId })
    .from(notificationMutes)
    .where(and(inArray(notificationMutes.userId, userIds), eq(notificationMutes.type, type)));
  return new Set(rows.map((r) => r.userId));
};

export const replaceMutedTypes = async (db: DbOrTx, userId: number, types: string[]) => {
  await db.delete(notificationMutes).where(eq(notificationMutes.userId, userId));
  if (types.length) await db.insert(notificationMutes).values(types.map((type) => ({ userId, type })));
};
