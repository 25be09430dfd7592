import type { Paged } from '../lists/paging.js';
import type { MutableEmailType } from './notification-types.js';

/** One row of GET /users/notifications. */
export type NotificationRow = {
  id: number;
  type: string;
  title: string;
  order_id: number | null;
  order_number: string | null;
  created_at: string;
  read: boolean;
  /** what the row opens for a carrier: its job, or the offer (a declined bid or an approved cancellation: not its job) */
  opens: 'job' | 'offer';
};

export type NotificationList = Paged<NotificationRow> & {
  unread_notification_order_ids: number[];
  unread_count: number;
};

export type UnreadNotifications = { unread_count: number; unread_notification_order_ids: number[] };

export type NotificationPreferences = {
  /** the switches the caller's role has */
  available: MutableEmailType[];
  muted: MutableEmailType[];
};
