import { errorMessage } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/**
 * A refused load action as a notification: the spec's title ("Something went wrong!" for a step, "Something
 * went wrong" for the completion) and the reason, translated when known (`load.pickup_inspection_required`…).
 */
export const loadErrorNotice = (error: unknown, titleKey: 'stepFailed' | 'completeFailed') => {
  const message = error instanceof ApiError ? error.message : '';
  const key = `driver:errors.${message.replace(/^load\./, '')}`;
  const known = message.startsWith('load.') && i18n.exists(key);
  return { title: i18n.t(`driver:errors.${titleKey}`), message: known ? i18n.t(key) : errorMessage(error) };
};
