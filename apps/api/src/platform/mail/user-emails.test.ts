import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps.js';
import { loadEnv } from '../../config/env.js';
import type { MailMessage } from './index.js';
import {
  sendAccountApprovedEmail,
  sendAccountDeactivatedEmail,
  sendInvitationMail,
  sendResetPasswordEmail,
  sendVerifyEmail,
} from './user-emails.js';
import { localeFromAcceptLanguage } from '../../plugins/request-locale.js';

const capture = () => {
  const sent: MailMessage[] = [];
  const deps: Pick<AppDeps, 'env' | 'mailer'> = {
    env: loadEnv({ NODE_ENV: 'test', APP_URL: 'https://routier.test' }),
    mailer: { kind: 'dev-mailbox', send: async (m: MailMessage) => void sent.push(m) },
  };
  return { deps, sent };
};
type Deps = ReturnType<typeof capture>['deps'];
type Recipient = { email: string; firstName: string | null; locale: string };
type Send = (deps: Deps, user: Recipient) => Promise<void>;

const en = { email: 'ann@example.test', firstName: 'Ann', locale: 'en' };
const fr = { email: 'rene@example.test', firstName: 'René', locale: 'fr' };

describe('auth emails are written in the recipient’s language', () => {
  const cases: [string, Send, string, string][] = [
    [
      'verification',
      (d, u) => sendVerifyEmail(d, u, 'https://x.test/v'),
      'Confirm your email address',
      'Confirmez votre adresse courriel',
    ],
    [
      'password reset',
      (d, u) => sendResetPasswordEmail(d, u, 'https://x.test/r'),
      'Reset your password',
      'Réinitialisation de votre mot de passe',
    ],
    [
      'invitation',
      (d, u) => sendInvitationMail(d, u, 'https://x.test/s', null),
      'Your invitation to Routier',
      'Votre invitation à Routier',
    ],
    [
      'account approved',
      (d, u) => sendAccountApprovedEmail(d, u),
      'Your Routier account is approved',
      'Votre compte Routier est approuvé',
    ],
    [
      'account deactivated',
      (d, u) => sendAccountDeactivatedEmail(d, u),
      'Your Routier account has been deactivated',
      'Votre compte Routier a été désactivé',
    ],
  ];
  it.each(cases)('%s', async (_name, send, enSubject, frSubject) => {
    const { deps, sent } = capture();
    await send(deps, en);
    await send(deps, fr);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      ['ann@example.test', enSubject],
      ['rene@example.test', frSubject],
    ]);
    expect(sent[0].text).toContain('Hello Ann,');
    expect(sent[1].text).toContain('Bonjour René,');
    expect(sent[1].html).toContain('lang="fr"');
  });

  it('links the approval email to the sign-in page and falls back to English for an unknown locale', async () => {
    const { deps, sent } = capture();
    await sendAccountApprovedEmail(deps, { email: 'x@example.test', firstName: null, locale: 'de' });
    expect(sent[0].subject).toBe('Your Routier account is approved');
    expect(sent[0].text).toContain('Hello,');
    expect(sent[0].text).toContain('https://routier.test/login');
  });
});

describe('Accept-Language', () => {
  it('picks the preferred supported language', () => {
    expect(localeFromAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeFromAcceptLanguage('de;q=1, en;q=0.4, fr;q=0.5')).toBe('fr');
    expect(localeFromAcceptLanguage('en-US')).toBe('en');
    expect(localeFromAcceptLanguage('de, es')).toBeNull();
    expect(localeFromAcceptLanguage('fr;q=0, en')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });
});
