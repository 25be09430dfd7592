import { DEFAULT_LOCALE, isLocale, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { renderEmail, type EmailContent } from './layout.js';
import {
  accountApprovedContent,
  accountDeactivatedContent,
  accountLockedContent,
  invitationContent,
  resetPasswordContent,
  verifyEmailContent,
} from './account-email-texts.js';

type MailDeps = Pick<AppDeps, 'mailer' | 'env'>;
type Recipient = Pick<UserRow, 'email' | 'firstName' | 'locale'>;

/** Every email goes out in the language of its recipient, not of whoever triggered it. */
export const recipientLocale = (user: Pick<UserRow, 'locale'>): Locale => (isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);

/** Renders and sends one email: only the mail worker (auth.mail-job.ts) calls these, never a request. */
const send = async ({ mailer }: MailDeps, to: string, content: EmailContent) => {
  await mailer.send({ to, ...renderEmail(content) });
};

export const sendVerifyEmail = (deps: MailDeps, user: Recipient, url: string) =>
  send(deps, user.email, verifyEmailContent(recipientLocale(user), user, url));

export const sendResetPasswordEmail = (deps: MailDeps, user: Recipient, url: string) =>
  send(deps, user.email, resetPasswordContent(recipientLocale(user), user, url));

export const sendInvitationMail = (deps: MailDeps, user: Recipient, url: string, inviter: string | null) =>
  send(deps, user.email, invitationContent(recipientLocale(user), user, url, inviter));

/** Tells a user an admin approved their account. */
export const sendAccountApprovedEmail = (deps: MailDeps, user: Recipient) =>
  send(deps, user.email, accountApprovedContent(recipientLocale(user), user, `${deps.env.appUrl}/login`));

/** Tells a user an admin withdrew the approval of their account. */
export const sendAccountDeactivatedEmail = (deps: MailDeps, user: Recipient) =>
  send(deps, user.email, accountDeactivatedContent(recipientLocale(user), user, `${deps.env.appUrl}/login`));
/** Tells a user repeated failed sign-ins locked his account for a while. */
export const sendAccountLockedEmail = (deps: MailDeps, user: Recipient, minutes: number) =>
  send(deps, user.email, accountLockedContent(recipientLocale(user), user, minutes, `${deps.env.appUrl}/password/forgot`));

/** Sends another feature's email to a user, written in the user's language. */
export const sendUserEmail = (deps: MailDeps, user: Recipient, contentFor: (locale: Locale) => EmailContent) =>
  send(deps, user.email, contentFor(recipientLocale(user)));
