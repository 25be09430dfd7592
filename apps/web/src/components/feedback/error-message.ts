import { ApiError, NETWORK_ERROR, reasonOf } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

/**
 * The words for a failed request: the wait after a rate limit, "no connection" when the server could not be
 * reached, a known validation key translated, else the server's message or "Unknown error".
 */
export const errorMessage = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 429) {
    return error.retryAfter ? i18n.t('common:rateLimitedFor', { count: error.retryAfter }) : i18n.t('common:rateLimited');
  }
  if (error instanceof ApiError && error.status === NETWORK_ERROR) return i18n.t('common:networkError');
  const message = error instanceof ApiError ? reasonOf(error.message) : '';
  // the 422 envelope: its fields carry the keys, shown at each field
  if (message === 'The given data was invalid.') return i18n.t('validation:invalidData');
  if (message && i18n.exists(`validation:${message}`)) return i18n.t(`validation:${message}`);
  return message || i18n.t('common:unknownError');
};
