import { z } from 'zod';
import { Msg } from '../common/validation.js';
import { directionField, orderByField, pageField } from '../lists/paging.js';
import { LOCALES } from '../users/enums.js';
import { MUTABLE_EMAIL_TYPES } from './notification-types.js';

const invalid = { error: Msg.invalidValue };

export const NOTIFICATION_SORTS = ['created_at'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];

/** GET /users/notifications: newest first unless asked. */
export const NotificationsQuerySchema = z.object({
  order_by: orderByField(NOTIFICATION_SORTS, 'created_at'),
  order_direction: directionField('desc'),
  page: pageField(),
  /** the language of the titles (default: the caller's saved locale), so a language switch needs no round trip first */
  locale: z.enum(LOCALES, invalid).optional(),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

/** PUT /users/notifications/read: the caller has seen an order's notifications (opened the order). */
export const MarkOrderReadInputSchema = z.object({
  order_id: z.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid),
});
export type MarkOrderReadInput = z.infer<typeof MarkOrderReadInputSchema>;

/** PUT /users/notification-preferences: the kinds whose e-mail the caller does not want. */
export const NotificationPreferencesInputSchema = z.object({
  muted: z.array(z.enum(MUTABLE_EMAIL_TYPES, { error: Msg.invalidChoice })).max(MUTABLE_EMAIL_TYPES.length),
});
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesInputSchema>;
