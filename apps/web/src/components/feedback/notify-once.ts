import { notifications, type NotificationData } from '@mantine/notifications';

/**
 * Shows a notification whose id is its content: the same message while it is on screen is not stacked again
 * (three failed requests give one "Error!" toast, not three).
 */
export const notifyOnce = (data: NotificationData) => {
  const id = data.id ?? `toast:${String(data.color ?? '')}:${String(data.title ?? '')}:${String(data.message)}`;
  return notifications.show({ ...data, id });
};
