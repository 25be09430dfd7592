import { describe, expect, it } from 'vitest';
import { MAIL_TEXTS, mailGreeting, mailText } from './mail-texts.js';

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : leaves(v, `${prefix}${k}.`)));
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** A : ; ? ! that ends a phrase must follow a non-breaking space (U+00A0 or U+202F). */
const BAD_PUNCTUATION = /(?:^|[^\u00a0\u202f])[:;?!](?=\s|$)/;

describe('the e-mail locale files', () => {
  const en = new Map(leaves(MAIL_TEXTS.en));
  const fr = new Map(leaves(MAIL_TEXTS.fr));

  it('have the same keys in English and French', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
    expect(en.size).toBeGreaterThan(40);
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of en) expect([key, placeholders(fr.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });

  it('put a non-breaking space before : ; ? ! in French', () => {
    expect([...fr].filter(([, text]) => BAD_PUNCTUATION.test(text))).toEqual([]);
  });

  it('fill placeholders, and refuse a missing key or value', () => {
    expect(mailText('fr', 'orders.cancelled.subject', { orderNumber: 'RT-1' })).toBe('Commande RT-1 annulée');
    expect(() => mailText('en', 'orders.cancelled.subject')).toThrow(/orderNumber/);
    expect(() => mailText('en', 'orders.nothing')).toThrow(/no e-mail text/);
    expect(mailGreeting('en', 'Ana')).toBe('Hello Ana,');
    expect(mailGreeting('fr', null)).toBe('Bonjour,');
  });
});
