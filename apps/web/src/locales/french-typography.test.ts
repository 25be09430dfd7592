import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>(['./fr/*.json', './fr/deferred/*.json'], { eager: true, import: 'default' });

const textsOf = (tree: Tree, prefix: string): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : textsOf(v, `${prefix}${k}.`)));

const french = Object.entries(files).flatMap(([path, tree]) => textsOf(tree, `${path.replace(/^\.\/fr\/|\.json$/g, '')}:`));

/** A : ; ? ! that ends a phrase (not the colon of a URL or a time) must follow a non-breaking space. */
const BAD_PUNCTUATION = /(?:^|[^\u00a0\u202f])[:;?!](?=\s|$|<)/;

describe('French texts', () => {
  it('are all there', () => {
    expect(french.length).toBeGreaterThan(100);
  });

  it('put a non-breaking space before : ; ? !', () => {
    expect(french.filter(([, text]) => BAD_PUNCTUATION.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('say "convoyage" for drive away and "remorque fermée" for enclosed', () => {
    const byKey = Object.fromEntries(french);
    expect(byKey['auth:register.methods.driveAway']).toBe('Convoyage');
    expect(byKey['auth:register.methods.enclosed']).toBe('Remorque fermée');
    expect(byKey['jobs:badges.enclosed']).toBe('Remorque fermée');
    expect(french.filter(([, text]) => /^(conduite|fermé)$/i.test(text))).toEqual([]);
  });
});
