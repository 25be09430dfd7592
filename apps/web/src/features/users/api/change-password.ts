import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, CurrentUser } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { reloadUser } from '../../../lib/session';
import { userUpdatePath } from './user-update-path';

/** The settings page's password form goes through the same role resource as the profile. */
export const changePassword = (user: Pick<CurrentUser, 'id' | 'role'>, input: ChangePasswordInput) =>
  api.put<CurrentUser>(userUpdatePath(user), input);

export const useChangePassword = (user: Pick<CurrentUser, 'id' | 'role'>) =>
  useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(user, input),
    onSuccess: () => reloadUser(),
  });
