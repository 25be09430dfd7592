import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '@routier/domain';
import type { EmailContent } from './layout.js';

/**
 * The e-mails' words live in `locales/en.json` and `locales/fr.json`, one key per text, `{{name}}` for the
 * values put in (already written for the reader: money and dates through the domain's formatter). A test
 * checks that both languages have every key with the same placeholders, and French typography.
 */
type Tree = { [key: string]: string | Tree };

const read = (locale: Locale): Tree =>
  JSON.parse(readFileSync(new URL(`./locales/${locale}.json`, import.meta.url), 'utf8')) as Tree;

export const MAIL_TEXTS: Record<Locale, Tree> = Object.fromEntries(LOCALES.map((l) => [l, read(l)])) as Record<Locale, Tree>;

export type MailParams = Record<string, string | number>;

const lookup = (tree: Tree, key: string): string | Tree | undefined =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), tree);

/** One text in the reader's language, its placeholders filled; a missing key or value is a programming error. */
export const mailText = (locale: Locale, key: string, params: MailParams = {}): string => {
  const text = lookup(MAIL_TEXTS[locale], key);
  if (typeof text !== 'string') throw new Error(`no e-mail text ${locale}:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`e-mail text ${locale}:${key} needs {{${name}}}`);
    return String(params[name]);
  });
};

/** "Hello Léa," / "Bonjour Léa,", or without a name "Hello," / "Bonjour,". */
export const mailGreeting = (locale: Locale, firstName: string | null | undefined): string =>
  firstName?.trim() ? mailText(locale, 'common.hello', { name: firstName.trim() }) : mailText(locale, 'common.helloNoName');

/**
 * An e-mail from the texts under `key`: its subject (`subject`, or the key under `key` given), the paragraphs
 * named (keys under `key`, or literal texts such as a message someone wrote, as `{ raw }`), and with a link
 * its action label (`action` under `key`, or the full key given) and the hint under the button.
 */
export const mailContent = (
  locale: Locale,
  key: string,
  options: {
    firstName: string | null | undefined;
    params?: MailParams;
    subject?: string;
    paragraphs: (string | { raw: string })[];
    url?: string | null;
    actionKey?: string;
  },
): EmailContent => {
  const params = options.params ?? {};
  return {
    locale,
    subject: mailText(locale, `${key}.${options.subject ?? 'subject'}`, params),
    greeting: mailGreeting(locale, options.firstName),
    paragraphs: options.paragraphs.map((p) => (typeof p === 'string' ? mailText(locale, `${key}.${p}`, params) : p.raw)),
    ...(options.url
      ? {
          action: { label: mailText(locale, options.actionKey ?? `${key}.action`, params), url: options.url },
          fallbackHint: mailText(locale, 'common.fallbackHint'),
        }
      : {}),
  };
};
