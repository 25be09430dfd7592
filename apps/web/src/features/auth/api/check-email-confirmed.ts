import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@routier/domain';
import { api, ApiError, FIXED } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { meQueryKey } from '../../../lib/session';

/**
 * Asks GET /users/me whether the account's email is confirmed now. When it is, the session gets the
 * user at once (and the guards let it in); when not, the session is left as it is, so the page that
 * asked can say so instead of reloading.
 */
export const checkEmailConfirmed = async (): Promise<boolean> => {
  try {
    const user = await api.get<CurrentUser>('/users/me', { silent: true });
    queryClient.setQueryData(meQueryKey, user);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && error.message === FIXED.notVerified) return false;
    throw error;
  }
};

export const useCheckEmailConfirmed = () => useMutation({ mutationFn: checkEmailConfirmed });
