import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, SetPasswordInput } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** Sets the password of an invited account (driver, sub-account) with the token from its e-mail link. */
export const setPassword = (token: string, input: Pick<SetPasswordInput, 'password' | 'password_confirmation'>) =>
  api.post<MessageResponse>(`/auth/password/reset-dynamic/${encodeURIComponent(token)}`, { ...input, from: 'web' });

export const useSetPassword = (token: string) =>
  useMutation({ mutationFn: (input: Pick<SetPasswordInput, 'password' | 'password_confirmation'>) => setPassword(token, input) });
