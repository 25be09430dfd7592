import type { Locale } from '@routier/domain';
import type { EmailContent } from '../../platform/mail/layout.js';

/** The double opt-in e-mail, in the recipient's language: the link confirms the subscription (CASL). */
export const newsletterConfirmContent = (locale: Locale, url: string): EmailContent =>
  locale === 'fr'
    ? {
        locale,
        subject: 'Confirmez votre inscription à l’infolettre Routier',
        greeting: 'Bonjour,',
        paragraphs: [
          'Quelqu’un (sans doute vous) a demandé à inscrire cette adresse courriel à l’infolettre de Routier.',
          'Pour confirmer que vous acceptez de la recevoir, ouvrez le lien ci-dessous dans les 7 jours. Un concessionnaire Routier reçoit alors un coupon de 100 $, un par entreprise.',
          'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: vous ne serez pas inscrit.',
        ],
        action: { label: 'Confirmer mon inscription', url },
        fallbackHint: 'Si le bouton ne fonctionne pas, copiez ce lien\u00a0:',
      }
    : {
        locale,
        subject: 'Confirm your Routier newsletter subscription',
        greeting: 'Hello,',
        paragraphs: [
          'Someone (probably you) asked to sign this e-mail address up to the Routier newsletter.',
          'To confirm that you agree to receive it, open the link below within 7 days. A Routier dealer then gets a $100 coupon, one per business.',
          'If you did not ask for this, ignore this e-mail: you will not be signed up.',
        ],
        action: { label: 'Confirm my subscription', url },
        fallbackHint: 'If the button does not work, copy this link:',
      };
