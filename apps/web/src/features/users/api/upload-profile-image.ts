import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { reloadUser } from '../../../lib/session';

export const uploadProfileImage = (file: File) => {
  const body = new FormData();
  body.append('profile_image', file);
  return api.post<CurrentUser>('/users/profile-image', body);
};

export const useUploadProfileImage = () => useMutation({ mutationFn: uploadProfileImage, onSuccess: () => reloadUser() });
