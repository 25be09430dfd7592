import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { notificationKeys, type NotificationsRequest } from './notification-keys';

/** GET /users/notifications: a page of the caller's notifications with the unread set. */
export const getNotifications = (query: NotificationsRequest, signal?: AbortSignal) =>
  api.get<NotificationList>('/users/notifications', { query, signal });

export const useNotifications = (request: NotificationsRequest) =>
  useQuery(
    queryOptions({
      queryKey: notificationKeys.list(request),
      queryFn: ({ signal }) => getNotifications(request, signal),
      placeholderData: keepPreviousData,
      // a safety net while no live event arrives: coming back to the tab refetches
      refetchOnWindowFocus: true,
    }),
  );
