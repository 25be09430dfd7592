import { createSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * A reply carried a field its response schema does not declare. Raised only outside production (the
 * test suites): production strips undeclared fields without a word, as the schema's encoder does.
 */
export class UndeclaredResponseFieldsError extends Error {
  readonly statusCode = 500;
  constructor(
    readonly route: string,
    readonly paths: string[],
  ) {
    super(`${route} answered fields its response schema does not declare: ${paths.join(', ')}`);
    this.name = 'UndeclaredResponseFieldsError';
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The paths of every key of `sent` (what the handler returned) that the encoded value (`kept`, what the
 * schema lets through) dropped, at any depth. Keys holding `undefined` never reach JSON and are ignored.
 */
export const droppedKeys = (sent: unknown, kept: unknown, path = ''): string[] => {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, i) => droppedKeys(item, kept[i], `${path}[${i}]`));
  }
  if (!isPlainObject(sent) || !isPlainObject(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    const at = path ? `${path}.${key}` : key;
    return key in kept ? droppedKeys(value, kept[key], at) : [at];
  });
};

/**
 * The serializer of every route: encodes the reply through its zod response schema (undeclared fields
 * are stripped). With `strict` (NODE_ENV=test), a reply carrying any field the schema does not
 * declare fails with a 500 naming the route and the fields, so a presenter and its schema never drift.
 */
export const responseSerializerCompiler = ({ strict }: { strict: boolean }): ReturnType<typeof createSerializerCompiler> => {
  const encode = createSerializerCompiler({});
  if (!strict) return encode;
  return (route) => {
    const serialize = encode(route);
    return (data) => {
      const json = serialize(data);
      const dropped = droppedKeys(data, JSON.parse(json));
      if (dropped.length > 0)
        throw new UndeclaredResponseFieldsError(`${route.method} ${route.url} (${route.httpStatus})`, dropped);
      return json;
    };
  };
};
