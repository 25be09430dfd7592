import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The JSON Schema of a route's zod schema (what the client sends), or null when it has none. */
export const inputJsonSchema = (schema: unknown): JsonSchema | null =>
  schema instanceof z.ZodType ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : null;

const branches = (s: JsonSchema): JsonSchema[] => [
  s,
  ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(branches),
];

/** Every property name the schema (or any of its branches) knows. */
export const propertyNames = (s: JsonSchema): string[] => [
  ...new Set(branches(s).flatMap((b) => Object.keys(b.properties ?? {}))),
];

const sampleOf = (s: JsonSchema): unknown => {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const first = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (first) return sampleOf(first);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'string') return 'sample';
  if (type === 'number' || type === 'integer') return s.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return sampleObject(s);
  return 'sample';
};

/** A plausible body: every property of the first branch filled with a value of its type. */
export const sampleObject = (s: JsonSchema): Record<string, unknown> => {
  const branch = s.properties ? s : (s.oneOf?.[0] ?? s.anyOf?.[0] ?? s.allOf?.[0]);
  if (!branch) return {};
  const sample: Record<string, unknown> = {};
  for (const b of branches(branch)) {
    for (const [key, prop] of Object.entries(b.properties ?? {})) sample[key] ??= sampleOf(prop);
  }
  return sample;
};

const HUGE = 'x'.repeat(100_000);

/** Values no field should turn into a 5xx: wrong types, huge and control-character text, extreme numbers, bad dates. */
export const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  3.5,
  '',
  '   ',
  HUGE,
  '\u0000',
  'a\u0000b',
  '\u001b[31m\u007f',
  '\uD800',
  '2026-13-45',
  '2026/02/30',
  'not-a-date',
  '%00',
  '-1',
  '1e308',
  [],
  ['a', 1],
  {},
  { nested: { deep: ['x'] } },
];

/** Bodies that are wrong as a whole. */
export const BAD_BODIES: readonly unknown[] = [null, [], 'text', 42, true, {}, [{}]];

/** Query values: everything a URL can carry is text. */
export const BAD_QUERY_VALUES: readonly (string | string[])[] = [
  '',
  '\u0000',
  'a\u0000b',
  '\u001b\u007f',
  'x'.repeat(10_000),
  '-1',
  '0',
  '1e308',
  '99999999999999999999999',
  '3.5',
  'NaN',
  'abc',
  '2026-13-45',
  '%',
  ['a', 'b'],
];

/** Path parameter values (already URL-encoded). */
export const BAD_PARAM_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  'x'.repeat(2_000),
  '-1',
  '0',
  '1e308',
  '99999999999999999999',
  'abc',
  '%25',
];

export type BadInput = {
  label: string;
  payload?: unknown;
  rawPayload?: string;
  query?: Record<string, string | string[]>;
  path?: string;
};

/**
 * Bad bodies derived from a body schema: wrong as a whole, each field missing, each field bad.
 * `extraFields` are fields the schema leaves to the service (an open record), known from its 422.
 */
export const badBodies = (schema: JsonSchema, extraFields: readonly string[] = []): BadInput[] => {
  const base: Record<string, unknown> = {
    ...Object.fromEntries(extraFields.map((f) => [f, 'sample'])),
    ...sampleObject(schema),
  };
  const cases: BadInput[] = BAD_BODIES.map((payload) => ({ label: `body ${JSON.stringify(payload)}`, payload }));
  cases.push({ label: 'malformed JSON', rawPayload: '{"a":' });
  for (const key of new Set([...propertyNames(schema), ...extraFields])) {
    const { [key]: _dropped, ...missing } = base;
    cases.push({ label: `${key} missing`, payload: missing });
    for (const value of BAD_VALUES) {
      cases.push({ label: `${key} = ${JSON.stringify(value)?.slice(0, 40)}`, payload: { ...base, [key]: value } });
    }
  }
  return cases;
};

/** Bad query strings derived from a query schema: each parameter bad in turn. */
export const badQueries = (schema: JsonSchema): BadInput[] =>
  propertyNames(schema).flatMap((key) =>
    BAD_QUERY_VALUES.map((value) => ({ label: `?${key}=${JSON.stringify(value).slice(0, 40)}`, query: { [key]: value } })),
  );
