import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live/live-events';
import { notificationKeys } from '../api/notification-keys';

/** The live channel says the caller's notifications changed: refetch the badge and the list. */
export const useLiveNotifications = () => {
  const client = useQueryClient();
  useLiveEvent('notifications', () => {
    void client.invalidateQueries({ queryKey: notificationKeys.all });
  });
};
