import { describe, expect, it } from 'vitest';
import * as texts from './account-email-texts.js';

type Content = { subject: string; greeting?: string; paragraphs: string[]; action?: { label: string }; fallbackHint?: string };
type Builder = (locale: 'fr', recipient: { firstName: string | null }, url: string, extra: string) => Content;

const builders = Object.entries(texts).filter(([, value]) => typeof value === 'function') as [string, Builder][];
const stringsOf = (c: Content) => [c.subject, c.greeting, ...c.paragraphs, c.action?.label, c.fallbackHint].filter(Boolean);

/** A : ; ? ! that ends a phrase must follow a non-breaking space (U+00A0 or U+202F). */
const BAD_PUNCTUATION = /(?:^|[^\u00a0\u202f])[:;?!](?=\s|$)/;

describe('French email texts', () => {
  it('covers every email', () => {
    expect(builders.length).toBeGreaterThanOrEqual(4);
  });

  it.each(builders)('%s puts a non-breaking space before : ; ? !', (_name, build) => {
    for (const firstName of ['Léa', null]) {
      const bad = stringsOf(build('fr', { firstName }, 'https://routier.test/x', 'Marc Gagnon')).filter((s) =>
        BAD_PUNCTUATION.test(String(s)),
      );
      expect(bad).toEqual([]);
    }
  });
});
