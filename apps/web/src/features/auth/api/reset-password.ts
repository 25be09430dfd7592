import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordInput } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: ResetPasswordInput) => api.post<MessageResponse>('/auth/password/reset', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
