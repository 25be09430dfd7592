import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutableEmailType, NotificationPreferences } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /users/notification-preferences: the e-mail switches of the caller's role and those turned off. */
export const useNotificationPreferences = (enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: notificationKeys.preferences(),
      queryFn: ({ signal }) => api.get<NotificationPreferences>('/users/notification-preferences', { signal }),
      enabled,
    }),
  );

/** PUT /users/notification-preferences: the kinds whose e-mail the caller does not want. */
export const useSaveNotificationPreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (muted: MutableEmailType[]) => api.put<NotificationPreferences>('/users/notification-preferences', { muted }),
    onSuccess: (saved) => client.setQueryData(notificationKeys.preferences(), saved),
  });
};
