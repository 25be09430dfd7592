import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ForgotPasswordInput } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const sendResetLink = (input: ForgotPasswordInput) => api.post<MessageResponse>('/auth/password/email', input);

export const useSendResetLink = () => useMutation({ mutationFn: sendResetLink });
