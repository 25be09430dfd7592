import { useMutation } from '@tanstack/react-query';
import type { NewsletterConfirmResult, NewsletterSignUp, NewsletterSignUpResult } from '@routier/domain';
import { api } from '../../../lib/api-client';

/**
 * POST /newsletter/sign-up (double opt-in): a visitor gets a confirmation link at the address (`pending`); a
 * signed-in user with a verified e-mail is confirmed at once, and a dealer or sub-dealer gets his business's
 * $100 coupon unless it has it already.
 */
export const signUpToNewsletter = (input: NewsletterSignUp) => api.post<NewsletterSignUpResult>('/newsletter/sign-up', input);

export const useNewsletterSignUp = () => useMutation({ mutationFn: signUpToNewsletter });

/** POST /newsletter/confirm: the token of the link sent to the address (single use). */
export const confirmNewsletter = (token: string) =>
  api.post<NewsletterConfirmResult>('/newsletter/confirm', { token }, { silent: true });

export const useConfirmNewsletter = () => useMutation({ mutationFn: confirmNewsletter });
