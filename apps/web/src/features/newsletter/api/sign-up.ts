import { useMutation } from '@tanstack/react-query';
import type { NewsletterConfirmResult, NewsletterSignUp, NewsletterSignUpResult } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';

/**
 * POST /newsletter/sign-up (double opt-in): a visitor gets a confirmation link at the address (`pending`); a
 * signed-in user with a verified e-mail is confirmed at once, and a dealer or sub-dealer gets his business's
 * $100 coupon unless it has it already.
 */
export const signUpToNewsletter = (input: NewsletterSignUp, lang: string) =>
  api.post<NewsletterSignUpResult>('/newsletter/sign-up', input, { query: { lang } });

/** The confirmation e-mail is written in the language the visitor reads the page in (`?lang=`). */
export const useNewsletterSignUp = () => {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (input: NewsletterSignUp) => signUpToNewsletter(input, i18n.language === 'fr' ? 'fr' : 'en'),
  });
};

/** POST /newsletter/confirm: the token of the link sent to the address (single use). */
export const confirmNewsletter = (token: string) =>
  api.post<NewsletterConfirmResult>('/newsletter/confirm', { token }, { silent: true });

export const useConfirmNewsletter = () => useMutation({ mutationFn: confirmNewsletter });
