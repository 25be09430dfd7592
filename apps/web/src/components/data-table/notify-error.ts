import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

/** The api client already redirects on 404/5xx and signs out on 401/419: those need no notification. */
const handledByClient = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404 || error.status === 419 || error.status >= 500);

/** The "Error!" notification for a failed request. */
export const notifyError = (error: unknown) => {
  if (handledByClient(error)) return;
  const message = error instanceof Error && error.message ? error.message : i18n.t('common:unknownError');
  notifications.show({ color: 'red', title: i18n.t('common:error'), message });
};

/** Notifies once per failed query (pass the query's `error`). */
export const useErrorNotification = (error: unknown) => {
  useEffect(() => {
    if (error) notifyError(error);
  }, [error]);
};
