import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const sendResetLink = (input: ForgotPasswordInput) => api.post<{ message: string }>('/auth/password/email', input);

export const useSendResetLink = () => useMutation({ mutationFn: sendResetLink });
