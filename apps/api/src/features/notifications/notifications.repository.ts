import { and, count, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedOnce } from '../../db/prepared.js';
import { notificationMutes, notifications, type NotificationDbRow } from '../../db/schema/index.js';
import type { PagedQuery, SortMap } from '../../lib/paging.js';

/** The one place that queries the notifications and notification_mutes tables. */

export type NewNotification = typeof notifications.$inferInsert;

export const insertNotifications = async (db: DbOrTx, values: NewNotification[]): Promise<NotificationDbRow[]> =>
  values.length === 0 ? [] : db.insert(notifications).values(values).returning();

export const NOTIFICATION_SORT_COLUMNS: SortMap<'created_at'> = { created_at: notifications.createdAt };
export const NOTIFICATION_TIE_BREAKER = notifications.id;

/** A user's unread notifications: how many, and the orders they are about. */
const unreadSummaryOf = (userId: number | Placeholder) =>
  sql<UnreadSummary>`(select json_build_object(
    'count', count(*),
    'orderIds', coalesce(array_agg(distinct ${notifications.orderId} order by ${notifications.orderId}) filter (where ${notifications.orderId} is not null), '{}')
  ) from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.readAt} is null)`;

export type UnreadSummary = { count: number; orderIds: number[] };
export type NotificationPageRow = NotificationDbRow & { unread: UnreadSummary };

/**
 * A user's notifications (the list; the index on user_id, created_at, id serves it). A page comes in one
 * prepared statement with the user's total and unread summary (each row carries the same `unread`).
 */
export const userNotificationsQuery = (db: DbOrTx, userId: number): PagedQuery<NotificationPageRow> => {
  const where = eq(notifications.userId, userId);
  return {
    count: async () => Number((await db.select({ n: count() }).from(notifications).where(where))[0].n),
    pageWithTotal: async ({ orderBy, limit, offset, sortKey }) => {
      const name = `notifications_page_${sortKey}`;
      const statement = preparedOnce(db, name, () =>
        db
          .select({
            row: notifications,
            total: sql<number>`(select count(*) from ${notifications} where ${notifications.userId} = ${sql.placeholder('user')})`
              .mapWith(Number)
              .as('total'),
            unread: unreadSummaryOf(sql.placeholder('user')).as('unread'),
          })
          .from(notifications)
          .where(eq(notifications.userId, sql.placeholder('user')))
          .orderBy(...orderBy)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name),
      );
      const rows = await statement.execute({ user: userId, limit, offset });
      return {
        rows: rows.map((r) => ({ ...r.row, unread: r.unread })),
        total: rows.length ? rows[0].total : null,
      };
    },
  };
};

/** The user's unread notifications: how many, and the distinct orders they concern. */
export const unreadSummary = async (db: DbOrTx, userId: number): Promise<UnreadSummary> =>
  (await db.select({ unread: unreadSummaryOf(userId) }).from(sql`(select 1) as one`))[0].unread;

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
