import { describe, expect, it } from 'vitest';
import { FIXED, FIXED_REASONS } from '../lib/api-client';

type Tree = { [key: string]: string | Tree };

// validation keys, and the API's reasons in the deferred `errors` namespace (read as validation keys: fallbackNS)
const files = import.meta.glob<Tree>(['./*/validation.json', './*/deferred/errors.json'], { eager: true, import: 'default' });
const enValidation: Tree = { ...files['./en/deferred/errors.json']!, ...files['./en/validation.json']! };
const frValidation: Tree = { ...files['./fr/deferred/errors.json']!, ...files['./fr/validation.json']! };

// The API's and the domain's source, read as text: every reason an AppError can carry is written there.
const sources = {
  ...import.meta.glob<string>(['../../../api/src/**/*.ts', '!../../../api/src/**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>(['../../../../packages/domain/src/**/*.ts', '!../../../../packages/domain/src/**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

/**
 * The one form of a reason (the `message` of a 4xx): an area and a snake_case reason, a key of the
 * deferred `errors` namespace (`order.not_payable`). Field errors (a 422's `errors`) are validation
 * keys (`isRequired`); the few fixed messages of the auth layer (`Unauthenticated.`) stay as the web
 * matches them, byte for byte.
 */
const REASON_FORM = /^[a-z][a-zA-Z]*\.[a-z0-9_]+$/;

/** Template parts of reasons built from a value, with every value they take. */
const EXPANSIONS: Record<string, string[]> = { '${input.kind}': ['pickup', 'delivery'] };

/**
 * Reasons that are not shown as such: the 422 envelope (its fields carry the keys; the web says
 * validation:invalidData) and the payment provider's webhook, which answers the provider, not a person.
 */
const NOT_SHOWN = new Set(['The given data was invalid.', 'Invalid signature.']);

const expand = (reason: string) =>
  Object.entries(EXPANSIONS).reduce<string[]>(
    (all, [part, values]) => all.flatMap((r) => (r.includes(part) ? values.map((v) => r.replace(part, v)) : [r])),
    [reason],
  );

/** Every literal reason: the message of `new AppError(code, '…')`, and reason-shaped keys (`order.not_payable`). */
const collectReasons = () => {
  const reasons = new Map<string, string>();
  const add = (reason: string, file: string) => {
    for (const r of expand(reason)) if (!NOT_SHOWN.has(r)) reasons.set(r, file.replace(/^(\.\.\/)+/, ''));
  };
  for (const [file, text] of Object.entries(sources)) {
    for (const m of text.matchAll(
      /new AppError\(\s*[^,()]+?,\s*(?:[^,()]*\?\s*)?(['`])([^'`]+)\1(?:\s*:\s*(['`])([^'`]+)\3)?/g,
    )) {
      add(m[2]!, file);
      if (m[4]) add(m[4], file);
    }
    for (const m of text.matchAll(
      /['`]((?:order|load|quote|request|claim|checkout|rateCard|offer|bid|account|link|insurance)\.[\w${}.]+)['`]/g,
    ))
      add(m[1]!, file);
  }
  return reasons;
};

const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

describe('error reasons the API answers', () => {
  const reasons = collectReasons();

  it('are found in the API source', () => {
    expect(reasons.has('order.not_payable')).toBe(true);
    expect(reasons.has('order.not_editable')).toBe(true);
    expect(reasons.has('load.pickup_inspection_not_now')).toBe(true);
    expect(reasons.size).toBeGreaterThan(40);
  });

  it('are keys, not English sentences', () => {
    const sentences = [...reasons.keys()].filter((r) => /\s/.test(r));
    expect(sentences).toEqual([]);
  });

  it('are all of one form: `<area>.<snake_case_reason>`, a key of the errors namespace', () => {
    const misspelled = [...reasons].filter(([r]) => !REASON_FORM.test(r)).map(([r, file]) => `${r} (${file})`);
    expect(misspelled).toEqual([]);
  });

  it('keep the fixed messages the web matches byte for byte', () => {
    const appError = sources['../../../api/src/lib/app-error.ts']!;
    for (const message of Object.values(FIXED)) expect(appError).toContain(`'${message}'`);
  });

  it.each([
    ['en', enValidation],
    ['fr', frValidation],
  ])('each have a text in %s', (_lng, tree) => {
    const missing = [...reasons].filter(([r]) => typeof lookup(tree, r) !== 'string').map(([r, file]) => `${r} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each([
    ['en', enValidation],
    ['fr', frValidation],
  ])('include the fixed messages of the auth layer, each a reason with a text in %s', (_lng, tree) => {
    const reasons = Object.values(FIXED).map((message) => FIXED_REASONS[message]);
    expect(reasons.every((r) => r !== undefined && REASON_FORM.test(r))).toBe(true);
    expect(reasons.filter((r) => typeof lookup(tree, r!) !== 'string')).toEqual([]);
  });
});
