import { describe, expect, it } from 'vitest';
import { Msg } from '@routier/domain';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>(['./*/*.json', './*/deferred/*.json'], { eager: true, import: 'default' });

const byLanguage: Record<string, Record<string, Tree>> = {};
for (const [path, content] of Object.entries(files)) {
  const [, lng, ns] = /\.\/(\w+)\/(?:deferred\/)?([\w-]+)\.json$/.exec(path) ?? [];
  if (lng && ns) (byLanguage[lng] ??= {})[ns] = content;
}

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree)
    .flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)))
    .sort();

const en = byLanguage.en ?? {};
const fr = byLanguage.fr ?? {};

describe('locales', () => {
  it('has the same namespace files in English and French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).length).toBeGreaterThan(0);
  });

  it.each(Object.keys({ ...en, ...fr }).sort())('has the same keys in English and French for "%s"', (ns) => {
    const enKeys = keysOf(en[ns] ?? {});
    const frKeys = keysOf(fr[ns] ?? {});
    expect({
      missingInFrench: enKeys.filter((k) => !frKeys.includes(k)),
      missingInEnglish: frKeys.filter((k) => !enKeys.includes(k)),
    }).toEqual({
      missingInFrench: [],
      missingInEnglish: [],
    });
  });

  it('has no empty texts', () => {
    const empty = Object.entries(byLanguage).flatMap(([lng, namespaces]) =>
      Object.entries(namespaces).flatMap(([ns, tree]) =>
        keysOf(tree)
          .filter(
            (key) =>
              key
                .split('.')
                .reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree) ===
              '',
          )
          .map((key) => `${lng}/${ns}:${key}`),
      ),
    );
    expect(empty).toEqual([]);
  });

  it('translates every validation message of the domain in both languages', () => {
    for (const lng of ['en', 'fr']) {
      // the API's reasons live in the deferred errors namespace, which validation keys fall back to (lib/i18n.ts)
      const validation = { ...byLanguage[lng]?.errors, ...byLanguage[lng]?.validation };
      expect(Object.values(Msg).filter((key) => typeof validation[key] !== 'string')).toEqual([]);
    }
  });
});
