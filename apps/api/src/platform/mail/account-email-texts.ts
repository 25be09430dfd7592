import type { Locale } from '@routier/domain';
import type { EmailContent } from './layout.js';

// French texts put a non-breaking space (\u00a0 or \u202f) before : ; ? ! — a test checks it.
type Texts = Omit<EmailContent, 'locale' | 'action'> & { actionLabel?: string };
type Recipient = { firstName: string | null };

const hello = (locale: Locale, r: Recipient) =>
  locale === 'fr' ? (r.firstName ? `Bonjour ${r.firstName},` : 'Bonjour,') : r.firstName ? `Hello ${r.firstName},` : 'Hello,';
const fallbackHint = (locale: Locale) =>
  locale === 'fr'
    ? 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:'
    : 'If the button does not work, copy this link into your browser:';

const withAction = (locale: Locale, texts: Texts, url: string): EmailContent => ({
  locale,
  subject: texts.subject,
  greeting: texts.greeting,
  paragraphs: texts.paragraphs,
  action: texts.actionLabel ? { label: texts.actionLabel, url } : undefined,
  fallbackHint: fallbackHint(locale),
});

export const verifyEmailContent = (locale: Locale, r: Recipient, url: string): EmailContent =>
  withAction(
    locale,
    locale === 'fr'
      ? {
          subject: 'Confirmez votre adresse courriel',
          greeting: hello(locale, r),
          paragraphs: [
            'Merci de vous être inscrit sur Routier. Confirmez votre adresse courriel pour continuer.',
            'Ce lien est valide pendant 7 jours.',
          ],
          actionLabel: 'Confirmer mon courriel',
        }
      : {
          subject: 'Confirm your email address',
          greeting: hello(locale, r),
          paragraphs: [
            'Thank you for signing up with Routier. Please confirm your email address to continue.',
            'This link is valid for 7 days.',
          ],
          actionLabel: 'Confirm my email',
        },
    url,
  );

export const resetPasswordContent = (locale: Locale, r: Recipient, url: string): EmailContent =>
  withAction(
    locale,
    locale === 'fr'
      ? {
          subject: 'Réinitialisation de votre mot de passe',
          greeting: hello(locale, r),
          paragraphs: [
            'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
            'Ce lien expire dans 60 minutes. Si vous n’avez rien demandé, ignorez ce message.',
          ],
          actionLabel: 'Réinitialiser le mot de passe',
        }
      : {
          subject: 'Reset your password',
          greeting: hello(locale, r),
          paragraphs: [
            'We received a request to reset the password of your account.',
            'This link expires in 60 minutes. If you did not ask for it, you can ignore this message.',
          ],
          actionLabel: 'Reset password',
        },
    url,
  );

export const invitationContent = (locale: Locale, r: Recipient, url: string, inviter: string | null): EmailContent =>
  withAction(
    locale,
    locale === 'fr'
      ? {
          subject: 'Votre invitation à Routier',
          greeting: hello(locale, r),
          paragraphs: [
            inviter ? `${inviter} vous invite à rejoindre Routier.` : 'Vous êtes invité à rejoindre Routier.',
            'Choisissez votre mot de passe pour activer votre compte. Ce lien est valide pendant 7 jours.',
          ],
          actionLabel: 'Choisir mon mot de passe',
        }
      : {
          subject: 'Your invitation to Routier',
          greeting: hello(locale, r),
          paragraphs: [
            inviter ? `${inviter} has invited you to join Routier.` : 'You have been invited to join Routier.',
            'Choose your password to activate your account. This link is valid for 7 days.',
          ],
          actionLabel: 'Choose my password',
        },
    url,
  );

export const accountApprovedContent = (locale: Locale, r: Recipient, url: string): EmailContent =>
  withAction(
    locale,
    locale === 'fr'
      ? {
          subject: 'Votre compte Routier est approuvé',
          greeting: hello(locale, r),
          paragraphs: [
            'Bonne nouvelle\u00a0: un administrateur a approuvé votre compte. Toutes les sections de Routier vous sont maintenant ouvertes.',
          ],
          actionLabel: 'Se connecter',
        }
      : {
          subject: 'Your Routier account is approved',
          greeting: hello(locale, r),
          paragraphs: ['Good news: an administrator has approved your account. Every part of Routier is now open to you.'],
          actionLabel: 'Sign in',
        },
    url,
  );

export const accountDeactivatedContent = (locale: Locale, r: Recipient, url: string): EmailContent =>
  withAction(
    locale,
    locale === 'fr'
      ? {
          subject: 'Votre compte Routier a été désactivé',
          greeting: hello(locale, r),
          paragraphs: [
            'Un administrateur a désactivé votre compte. Vous pouvez toujours vous connecter, mais la plupart des sections de Routier vous restent fermées jusqu’à une nouvelle approbation.',
            'Si vous pensez qu’il s’agit d’une erreur, communiquez avec l’équipe Routier.',
          ],
          actionLabel: 'Se connecter',
        }
      : {
          subject: 'Your Routier account has been deactivated',
          greeting: hello(locale, r),
          paragraphs: [
            'An administrator has deactivated your account. You can still sign in, but most of Routier stays closed to you until your account is approved again.',
            'If you think this is a mistake, please contact the Routier team.',
          ],
          actionLabel: 'Sign in',
        },
    url,
  );

/** The account's sign-in was locked after repeated wrong passwords; the link leads to a password reset. */
export const accountLockedContent = (locale: Locale, r: Recipient, minutes: number, url: string): EmailContent => {
  const wait =
    minutes >= 60
      ? locale === 'fr'
        ? `${Math.round(minutes / 60)}\u00a0h`
        : `${Math.round(minutes / 60)} h`
      : locale === 'fr'
        ? `${minutes}\u00a0minutes`
        : `${minutes} minutes`;
  return withAction(
    locale,
    locale === 'fr'
      ? {
          subject: 'Connexion à votre compte Routier bloquée',
          greeting: hello(locale, r),
          paragraphs: [
            `Plusieurs tentatives de connexion à votre compte ont échoué. Par sécurité, la connexion est bloquée pendant ${wait}.`,
            'Si ce n’était pas vous, quelqu’un essaie peut-être de deviner votre mot de passe\u00a0: choisissez-en un nouveau avec le lien ci-dessous.',
          ],
          actionLabel: 'Choisir un nouveau mot de passe',
        }
      : {
          subject: 'Sign-in to your Routier account is locked',
          greeting: hello(locale, r),
          paragraphs: [
            `Several attempts to sign in to your account failed. To keep it safe, sign-in is locked for ${wait}.`,
            'If this was not you, someone may be trying to guess your password: choose a new one with the link below.',
          ],
          actionLabel: 'Choose a new password',
        },
    url,
  );
};
