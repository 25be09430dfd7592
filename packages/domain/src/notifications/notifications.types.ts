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
  /**
   * What the row opens: a carrier its job, the offer (a declined bid or an approved cancellation: not its
   * job) or the quote form of a request; a customer his order, or the quotes of his auto-dispatch request;
   * an admin the fuel-fee claims console.
   */
  opens: 'job' | 'offer' | 'quote-request' | 'quotes' | 'fuel-claims';
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
