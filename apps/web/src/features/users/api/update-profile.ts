import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, DispatcherPersonalInfoInput, PrivateProfileInput, ProfileInput } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { reloadUser } from '../../../lib/session';
import { userUpdatePath } from './user-update-path';

export type ProfileUpdate = ProfileInput | PrivateProfileInput | DispatcherPersonalInfoInput;

/** Saves names and phone (plus postal code for private users, address for dispatchers). */
export const updateProfile = (user: Pick<CurrentUser, 'id' | 'role'>, input: ProfileUpdate) =>
  api.put<CurrentUser>(userUpdatePath(user), input);

export const useUpdateProfile = (user: Pick<CurrentUser, 'id' | 'role'>) =>
  useMutation({
    mutationFn: (input: ProfileUpdate) => updateProfile(user, input),
    onSuccess: () => reloadUser(),
  });
