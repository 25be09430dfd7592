import { formatCents, NEWSLETTER_COUPON_CENTS, type Locale } from '@routier/domain';
import type { EmailContent } from '../../platform/mail/layout.js';
import { mailContent } from '../../platform/mail/mail-texts.js';

/** The double opt-in e-mail, in the recipient's language: the link confirms the subscription (CASL). */
export const newsletterConfirmContent = (locale: Locale, url: string): EmailContent =>
  mailContent(locale, 'newsletter.confirm', {
    firstName: null,
    params: { amount: formatCents(NEWSLETTER_COUPON_CENTS, locale) },
    paragraphs: ['asked', 'coupon', 'ignore'],
    url,
  });
