import type { MessageResponse } from '@routier/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Sends the confirmation e-mail again to the signed-in (unverified) user. */
export const resendConfirmation = () => api.get<MessageResponse>('/email/resend', { silent: true });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
