import {
  MarkOrderReadInputSchema,
  NOTIFICATION_READER_ROLES,
  NotificationListSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesInputSchema,
  NotificationsQuerySchema,
  UnreadNotificationsSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { requestUrl } from '../../lib/paging.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser, type Access } from '../../plugins/auth.js';
import {
  getNotificationPreferences,
  listNotifications,
  markNotificationsRead,
  saveNotificationPreferences,
  unreadNotifications,
} from './notifications.service.js';

/** Every reader sees only his own notifications; no approval needed (an account decision is one of them). */
const readers: Access = { roles: NOTIFICATION_READER_ROLES };

export const notificationsRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/users/notifications',
    {
      config: { access: readers },
      schema: { querystring: NotificationsQuerySchema, response: replies({ 200: NotificationListSchema }) },
    },
    async (request) => listNotifications(deps, currentUser(request), request.query, requestUrl(deps.env.appUrl, request.url)),
  );
  app.get(
    '/users/notifications/unread',
    { config: { access: readers }, schema: { response: replies({ 200: UnreadNotificationsSchema }) } },
    async (request) => unreadNotifications(deps, currentUser(request)),
  );
  app.put(
    '/users/notifications/read',
    {
      config: { access: readers },
      schema: { body: MarkOrderReadInputSchema, response: replies({ 200: UnreadNotificationsSchema }) },
    },
    async (request) => markNotificationsRead(deps, currentUser(request), request.body.order_id),
  );
  app.put(
    '/users/notifications/read-all',
    { config: { access: readers }, schema: { response: replies({ 200: UnreadNotificationsSchema }) } },
    async (request) => markNotificationsRead(deps, currentUser(request), null),
  );
  app.get(
    '/users/notification-preferences',
    { config: { access: readers }, schema: { response: replies({ 200: NotificationPreferencesSchema }) } },
    async (request) => getNotificationPreferences(deps, currentUser(request)),
  );
  app.put(
    '/users/notification-preferences',
    {
      config: { access: readers },
      schema: { body: NotificationPreferencesInputSchema, response: replies({ 200: NotificationPreferencesSchema }) },
    },
    async (request) => saveNotificationPreferences(deps, currentUser(request), request.body.muted),
  );
};
