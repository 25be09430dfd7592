import {
  isMutableEmailType,
  mutableEmailTypesFor,
  type MutableEmailType,
  type NotificationList,
  type NotificationParams,
  type NotificationPreferences,
  type NotificationsQuery,
  type NotificationType,
  type Role,
  type UnreadNotifications,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { publishLive } from '../../platform/live/publish.js';
import { unique } from './notification-audience.js';
import { presentNotification } from './notifications.presenter.js';
import * as repo from './notifications.repository.js';

export type NotifyInput = {
  /** who is told (duplicates and nulls are dropped) */
  userIds: readonly (number | null | undefined)[];
  type: NotificationType;
  orderId?: number | null;
  /** the values of the title (order_number for an order's events) */
  params?: NotificationParams;
  /**
   * The e-mail of the event, through the feature's own mail job: `send` enqueues it for one recipient (in
   * the same transaction), `to` narrows who gets it (default: everyone told). A recipient who muted this
   * kind gets the notification but not the e-mail.
   */
  email?: { to?: readonly (number | null | undefined)[]; send: (tx: DbOrTx, userId: number) => Promise<unknown> };
};

/**
 * Tells users of an event, in the caller's transaction: one row per recipient, one live event so their
 * browsers refetch the badge and the list (delivered on commit), and the e-mails unless muted.
 */
export const notify = async (tx: DbOrTx, deps: Pick<AppDeps, 'clock'>, input: NotifyInput): Promise<number[]> => {
  const userIds = unique(input.userIds);
  const createdAt = deps.clock();
  await repo.insertNotifications(
    tx,
    userIds.map((userId) => ({
      userId,
      type: input.type,
      orderId: input.orderId ?? null,
      params: input.params ?? {},
      createdAt,
    })),
  );
  await publishLive(tx, { userIds }, { kind: 'notifications' });
  if (input.email) {
    const mailTo = input.email.to ? unique(input.email.to) : userIds;
    const muted = isMutableEmailType(input.type) ? await repo.findUsersWhoMuted(tx, mailTo, input.type) : new Set<number>();
    for (const userId of mailTo) if (!muted.has(userId)) await input.email.send(tx, userId);
  }
  return userIds;
};

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const unreadOf = async (db: DbOrTx, userId: number): Promise<UnreadNotifications> => {
  const { count, orderIds } = await repo.unreadSummary(db, userId);
  return { unread_count: count, unread_notification_order_ids: orderIds };
};

/** GET /users/notifications: the caller's notifications, a page at a time, with the unread set. */
export const listNotifications = async (
  deps: Deps,
  user: UserRow,
  query: NotificationsQuery,
  url: string,
): Promise<NotificationList> => {
  const paged = await paginate({
    query: repo.userNotificationsQuery(deps.db, user.id),
    sorts: repo.NOTIFICATION_SORT_COLUMNS,
    request: query,
    tieBreaker: repo.NOTIFICATION_TIE_BREAKER,
    url,
  });
  const reader = { locale: query.locale ?? user.locale };
  const page = await mapPage(paged, (rows) => rows.map((r) => presentNotification(r, reader)));
  // the page's statement read the unread summary; a page past the end reads it on its own
  const unread = paged.data[0]?.unread ?? (await repo.unreadSummary(deps.db, user.id));
  return { ...page, unread_count: unread.count, unread_notification_order_ids: unread.orderIds };
};

/** GET /users/notifications/unread: the header badge (one indexed count). */
export const unreadNotifications = (deps: Deps, user: UserRow) => unreadOf(deps.db, user.id);

/**
 * PUT /users/notifications/read (an order) and /users/notifications/read-all: only the caller's own rows
 * are touched, so naming someone else's order changes nothing. Other tabs of the same user refetch.
 */
export const markNotificationsRead = async (deps: Deps, user: UserRow, orderId: number | null) =>
  deps.db.transaction(async (tx) => {
    const changed = await repo.markRead(tx, user.id, orderId, deps.clock());
    if (changed > 0) await publishLive(tx, { userIds: [user.id] }, { kind: 'notifications' });
    return unreadOf(tx, user.id);
  });

const preferencesOf = async (db: DbOrTx, user: UserRow): Promise<NotificationPreferences> => {
  const available = [...mutableEmailTypesFor(user.role as Role)];
  const muted = (await repo.findMutedTypes(db, user.id)).filter((t): t is MutableEmailType => available.includes(t as never));
  return { available, muted };
};

/** GET /users/notification-preferences: the e-mail switches of the caller's role and those turned off. */
export const getNotificationPreferences = (deps: Deps, user: UserRow) => preferencesOf(deps.db, user);

/** PUT /users/notification-preferences: the kinds whose e-mail the caller does not want. */
export const saveNotificationPreferences = async (deps: Deps, user: UserRow, muted: MutableEmailType[]) => {
  const available = mutableEmailTypesFor(user.role as Role);
  const foreign = muted.find((t) => !available.includes(t));
  if (foreign) throw fieldError('muted', 'invalidChoice');
  return deps.db.transaction(async (tx) => {
    await repo.replaceMutedTypes(tx, user.id, [...new Set(muted)]);
    return preferencesOf(tx, user);
  });
};

/** Demo data: notifications as they would have been created, some already read. */
export const seedNotifications = (deps: { db: DbOrTx }, rows: repo.NewNotification[]) => repo.insertNotifications(deps.db, rows);
