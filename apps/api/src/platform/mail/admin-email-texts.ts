import type { Locale } from '@routier/domain';
import type { UserRow } from '../../db/schema/index.js';
import type { EmailContent } from './layout.js';
import { mailContent } from './mail-texts.js';

type Applicant = Pick<UserRow, 'firstName'>;

/** The applicant is told, in his language, that his account was declined and why (words under "admin" in the locale files). */
export const accountRejectedContent =
  (applicant: Applicant, reason: string, contactUrl: string) =>
  (locale: Locale): EmailContent =>
    mailContent(locale, 'admin.accountRejected', {
      firstName: applicant.firstName,
      params: { contactUrl },
      paragraphs: ['body', { raw: reason }, 'mistake'],
    });
