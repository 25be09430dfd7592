import { z } from 'zod';
import {
  MarkOrderReadInputSchema,
  MUTABLE_EMAIL_TYPES,
  NOTIFICATION_READER_ROLES,
  NotificationPreferencesInputSchema,
  NotificationsQuerySchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { requestUrl } from '../../lib/paging.js';
import { pagedSchema, replies } from '../../lib/response-schemas.js';
import { currentUser, type Access } from '../../plugins/auth.js';
import { NotificationSchema, UnreadSchema } from './notifications.presenter.js';
import {
  getNotificationPreferences,
  listNotifications,
  markNotificationsRead,
  saveNotificationPreferences,
  unreadNotifications,
} from './notifications.service.js';

/** Every reader sees only his own notifications; no approval needed (an account decision is one of them). */
const readers: Access = { roles: NOTIFICATION_READER_ROLES };
const ListSchema = pagedSchema(NotificationSchema).extend(UnreadSchema.shape);
const PreferencesSchema = z.object({
  available: z.array(z.enum(MUTABLE_EMAIL_TYPES)),
  muted: z.array(z.enum(MUTABLE_EMAIL_TYPES)),
});

export const notificationsRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/users/notifications',
    { config: { access: readers }, schema: { querystring: NotificationsQuerySchema, response: replies({ 200: ListSchema }) } },
    async (request) => listNotifications(deps, currentUser(request), request.query, requestUrl(deps.env.appUrl, request.url)),
  );
  app.get(
    '/users/notifications/unread',
    { config: { access: readers }, schema: { response: replies({ 200: UnreadSchema }) } },
    async (request) => unreadNotifications(deps, currentUser(request)),
  );
  app.put(
    '/users/notifications/read',
    { config: { access: readers }, schema: { body: MarkOrderReadInputSchema, response: replies({ 200: UnreadSchema }) } },
    async (request) => markNotificationsRead(deps, currentUser(request), request.body.order_id),
  );
  app.put(
    '/users/notifications/read-all',
    { config: { access: readers }, schema: { response: replies({ 200: UnreadSchema }) } },
    async (request) => markNotificationsRead(deps, currentUser(request), null),
  );
  app.get(
    '/users/notification-preferences',
    { config: { access: readers }, schema: { response: replies({ 200: PreferencesSchema }) } },
    async (request) => getNotificationPreferences(deps, currentUser(request)),
  );
  app.put(
    '/users/notification-preferences',
    {
      config: { access: readers },
      schema: { body: NotificationPreferencesInputSchema, response: replies({ 200: PreferencesSchema }) },
    },
    async (request) => saveNotificationPreferences(deps, currentUser(request), request.body.muted),
  );
};
