import { z } from 'zod';
import { pagedSchema } from '../common/responses.js';
import { MUTABLE_EMAIL_TYPES } from './notification-types.js';

/** One row of GET /users/notifications. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
  /**
   * What the row opens: a carrier its job, the offer (a declined bid or an approved cancellation: not its
   * job) or the quote form of a request; a customer his order, or the quotes of his auto-dispatch request;
   * an admin the order's console page, or the account whose insurance waits for review
   * (`insurance-review`, with `account_id`).
   */
  opens: z.enum(['job', 'offer', 'quote-request', 'quotes', 'fuel-claims', 'insurance-review']),
  /** the account an admin's insurance-review notification opens (null otherwise) */
  account_id: z.number().int().nullable(),
});
export type NotificationRow = z.infer<typeof NotificationSchema>;

export const UnreadNotificationsSchema = z.object({
  unread_count: z.number().int(),
  unread_notification_order_ids: z.array(z.number().int()),
});
export type UnreadNotifications = z.infer<typeof UnreadNotificationsSchema>;

/** GET /users/notifications: a page, and the unread counts. */
export const NotificationListSchema = pagedSchema(NotificationSchema).extend(UnreadNotificationsSchema.shape);
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationPreferencesSchema = z.object({
  /** the switches the caller's role has */
  available: z.array(z.enum(MUTABLE_EMAIL_TYPES)),
  muted: z.array(z.enum(MUTABLE_EMAIL_TYPES)),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
