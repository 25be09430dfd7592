import type { Locale } from '@routier/domain';
import type { EmailContent } from './layout.js';
import { mailContent, mailText } from './mail-texts.js';

// The words are in locales/{en,fr}.json under "accounts"; French puts a non-breaking space before : ; ? ! (a test checks it).
type Recipient = { firstName: string | null };

export const verifyEmailContent = (locale: Locale, r: Recipient, url: string): EmailContent =>
  mailContent(locale, 'accounts.verifyEmail', { firstName: r.firstName, paragraphs: ['thanks', 'valid'], url });

export const resetPasswordContent = (locale: Locale, r: Recipient, url: string): EmailContent =>
  mailContent(locale, 'accounts.resetPassword', { firstName: r.firstName, paragraphs: ['asked', 'expires'], url });

export const invitationContent = (locale: Locale, r: Recipient, url: string, inviter: string | null): EmailContent =>
  mailContent(locale, 'accounts.invitation', {
    firstName: r.firstName,
    params: { inviter: inviter ?? '' },
    paragraphs: [inviter ? 'invitedBy' : 'invited', 'choose'],
    url,
  });

export const accountApprovedContent = (locale: Locale, r: Recipient, url: string): EmailContent =>
  mailContent(locale, 'accounts.approved', { firstName: r.firstName, paragraphs: ['body'], url });

export const accountDeactivatedContent = (locale: Locale, r: Recipient, url: string): EmailContent =>
  mailContent(locale, 'accounts.deactivated', { firstName: r.firstName, paragraphs: ['body', 'mistake'], url });

/** The account's sign-in was locked after repeated wrong passwords; the link leads to a password reset. */
export const accountLockedContent = (locale: Locale, r: Recipient, minutes: number, url: string): EmailContent => {
  const wait =
    minutes >= 60
      ? mailText(locale, 'accounts.locked.hours', { count: Math.round(minutes / 60) })
      : mailText(locale, 'accounts.locked.minutes', { count: minutes });
  return mailContent(locale, 'accounts.locked', {
    firstName: r.firstName,
    params: { wait },
    paragraphs: ['body', 'notYou'],
    url,
  });
};
