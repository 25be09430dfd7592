import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: ResetPasswordInput) => api.post<{ message: string }>('/auth/password/reset', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
