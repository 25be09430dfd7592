import type { NotificationSort } from '@routier/domain';

export type NotificationsRequest = {
  order_by: NotificationSort;
  order_direction: 'asc' | 'desc';
  page: number;
  /** titles in the language shown */
  locale: 'en' | 'fr';
};

/** Every notifications query sits under ['notifications'], so one invalidation refreshes the badge and the list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** the header badge (components/layouts/notification-bell uses the same key) */
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (request: NotificationsRequest) => [...notificationKeys.lists(), request] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};
