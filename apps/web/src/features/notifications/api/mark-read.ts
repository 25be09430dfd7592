import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadNotifications } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** PUT /users/notifications/read: the caller has seen an order's notifications. */
export const markOrderRead = (orderId: number) =>
  api.put<UnreadNotifications>('/users/notifications/read', { order_id: orderId }, { silent: true });

/** PUT /users/notifications/read-all: "mark all as read". */
export const markAllRead = () => api.put<UnreadNotifications>('/users/notifications/read-all');

const useAfterRead = () => {
  const client = useQueryClient();
  return (unread: UnreadNotifications) => {
    client.setQueryData(notificationKeys.unread(), unread);
    void client.invalidateQueries({ queryKey: notificationKeys.lists() });
  };
};

export const useMarkOrderRead = () => {
  const onSuccess = useAfterRead();
  return useMutation({ mutationFn: markOrderRead, onSuccess });
};

export const useMarkAllRead = () => {
  const onSuccess = useAfterRead();
  return useMutation({ mutationFn: markAllRead, onSuccess });
};
