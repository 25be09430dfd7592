import type { Locale } from '@routier/domain';
import type { UserRow } from '../../db/schema/index.js';
import type { EmailContent } from './layout.js';

type Applicant = Pick<UserRow, 'firstName'>;

/** The applicant is told, in his language, that his account was declined and why. */
export const accountRejectedContent =
  (applicant: Applicant, reason: string, contactUrl: string) =>
  (locale: Locale): EmailContent =>
    locale === 'fr'
      ? {
          locale,
          subject: 'Votre demande de compte Routier n’a pas été acceptée',
          greeting: applicant.firstName ? `Bonjour ${applicant.firstName},` : 'Bonjour,',
          paragraphs: [
            'Un administrateur a examiné votre demande de compte et ne l’a pas acceptée, pour la raison suivante\u00a0:',
            reason,
            `Si vous pensez qu’il s’agit d’une erreur, répondez à ce courriel ou écrivez-nous depuis ${contactUrl}.`,
          ],
        }
      : {
          locale,
          subject: 'Your Routier account application was not accepted',
          greeting: applicant.firstName ? `Hello ${applicant.firstName},` : 'Hello,',
          paragraphs: [
            'An administrator reviewed your account application and did not accept it, for this reason:',
            reason,
            `If you think this is a mistake, reply to this email or contact us from ${contactUrl}.`,
          ],
        };
