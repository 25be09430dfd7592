import { z } from 'zod';
import { DEFAULT_LOCALE, isLocale, NEWSLETTER_LINK_TTL_MS } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import { newToken } from '../../lib/tokens.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import { renderEmail } from '../../platform/mail/layout.js';
import { findUserByEmail } from '../users/user-records.service.js';
import { newsletterConfirmContent } from './newsletter.emails.js';
import { NEWSLETTER_MAIL_JOB, findSignupForMail, setConfirmationToken } from './newsletter.service.js';

const MailSchema = z.object({ signupId: z.number().int().positive() });
type NewsletterMail = z.infer<typeof MailSchema>;

/** The page that confirms (the link carries the token; the page posts it, so a mail scanner's visit confirms nothing). */
export const confirmationUrl = (appUrl: string, token: string) =>
  `${appUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'env' | 'clock'>;

/**
 * Sends a confirmation link in the recipient's language (his account's, else the one of the request). The token
 * is made here, when the mail goes out, so no usable token waits in the queue; only its SHA-256 is stored.
 */
export const newsletterMailJob = (deps: Deps): JobDefinition<NewsletterMail> => ({
  name: NEWSLETTER_MAIL_JOB,
  payload: MailSchema,
  handle: async ({ signupId }) => {
    const signup = await findSignupForMail(deps, signupId);
    if (!signup) return;
    const account = await findUserByEmail(deps, signup.email);
    const wanted = account && !account.deletedAt ? account.locale : signup.locale;
    const locale = isLocale(wanted) ? wanted : DEFAULT_LOCALE;
    const { token, hash } = newToken();
    await setConfirmationToken(deps, signup.id, hash, new Date(deps.clock().getTime() + NEWSLETTER_LINK_TTL_MS));
    const content = newsletterConfirmContent(locale, confirmationUrl(deps.env.appUrl, token));
    await deps.mailer.send({ to: signup.email, ...renderEmail(content) });
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
