import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignUp } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** POST /newsletter/sign-up: a dealer or sub-dealer account gets its $100 coupon (`coupon: true`). */
export const signUpToNewsletter = (input: NewsletterSignUp) =>
  api.post<{ message: string; coupon: boolean }>('/newsletter/sign-up', input);

export const useNewsletterSignUp = () => useMutation({ mutationFn: signUpToNewsletter });
