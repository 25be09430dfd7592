import { ApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';

/**
 * The words for a refused load action: a known reason (`load.pickup_inspection_required`…) translated, else
 * the spec's fallback ("Something went wrong!" for a step, "Something went wrong" for the completion).
 */
export const loadErrorText = (error: unknown, fallbackKey: 'stepFailed' | 'completeFailed') => {
  const message = error instanceof ApiError ? error.message : '';
  const key = `driver:errors.${message.replace(/^load\./, '')}`;
  if (message.startsWith('load.') && i18n.exists(key)) return i18n.t(key);
  return i18n.t(`driver:errors.${fallbackKey}`);
};
