import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { errorMessage, notifyOnce } from '../feedback';

/** The api client already redirects on 404/5xx and signs out on 401/419: those need no notification. */
const handledByClient = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404 || error.status === 419 || error.status >= 500);

/** The "Error!" notification for a failed request (one on screen per message). */
export const notifyError = (error: unknown) => {
  if (handledByClient(error)) return;
  notifyOnce({ color: 'red', title: i18n.t('common:error'), message: errorMessage(error) });
};

/** Notifies once per failed query (pass the query's `error`). */
export const useErrorNotification = (error: unknown) => {
  useEffect(() => {
    if (error) notifyError(error);
  }, [error]);
};
