import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CurrentUserSchema, Role } from '@routier/domain';
import { pagedSchema, replies } from '../lib/response-schemas.js';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { responseSerializerCompiler } from '../plugins/response-serializer.js';
import { presentCurrentUser } from '../features/users/users.presenter.js';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { routesToCheck } from './route-calls.js';

type Operation = {
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; description?: string }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the API contract', () => {
  let t: TestApp;
  let doc: OpenApi;

  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(async () => {
    await t.close();
  });

  it('/api/docs shows a viewer of the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
  });

  it('lists every route but the hidden ones', () => {
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)));
    const missing = routesToCheck(t.app)
      .filter(
        (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !(r.schema as { hide?: boolean } | undefined)?.hide,
      )
      .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('gives every route in the document a success response with a schema, and the shared error body', () => {
    const incomplete: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const success = Object.entries(op.responses ?? {}).filter(([code]) => /^[23]/.test(code));
        const described = success.some(
          ([code, r]) => r.content?.['application/json']?.schema || (code.startsWith('3') && r.description),
        );
        if (!described) incomplete.push(`${method} ${path}: no success response schema`);
        if (!op.responses?.['4XX'] && !op.responses?.['4xx']) incomplete.push(`${method} ${path}: no 4xx error schema`);
      }
    }
    expect(incomplete).toEqual([]);
  });

  it('documents the request: body, query and path parameters', () => {
    const register = doc.paths['/api/auth/register'].post;
    expect(register.requestBody).toBeDefined();
    expect(register.parameters?.map((p) => `${p.in}:${p.name}`)).toContain('query:lang');
    const jobs = doc.paths['/api/orders/active/{filter}'].get;
    expect(jobs.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['path:filter', 'query:keyword', 'query:location', 'query:page']),
    );
  });

  /** A bare app with the route serializer, strict (the test suites) or not (production). */
  const appWith = async (strict: boolean, reply: () => unknown, schema: z.ZodType = CurrentUserSchema) => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ strict }));
    registerErrorHandler(app);
    app.get('/leaky', { schema: { response: replies({ 200: schema }) } }, async () => reply() as never);
    const res = await app.inject({ url: '/leaky' });
    await app.close();
    return res;
  };

  it('in production sends only declared fields: an extra field from a presenter does not leave the server', async () => {
    const { user } = await t.loginAs(Role.Dealer);
    const presented = presentCurrentUser(user, null, [], t.deps.storage);
    // A presenter that forgot to drop a column.
    const res = await appWith(false, () => ({ ...presented, password_hash: user.passwordHash, google_sub: 'secret-sub' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(presented)));
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toContain('secret-sub');
  });

  it('under test fails loudly on a field the schema does not declare, naming it', async () => {
    const { user } = await t.loginAs(Role.Dealer);
    const presented = presentCurrentUser(user, null, [], t.deps.storage);
    const res = await appWith(true, () => ({ ...presented, password_hash: user.passwordHash }));
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('GET /leaky (200) answered fields its response schema does not declare: password_hash');
    expect(res.body).not.toContain(user.passwordHash);
    // what the schema declares passes
    expect((await appWith(true, () => presented)).statusCode).toBe(200);
  });

  it('under test finds undeclared fields at any depth: in nested objects, arrays, unions and pages', async () => {
    const Row = z.object({ id: z.number(), place: z.object({ city: z.string() }).nullable() });
    const Either = z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b') })]);
    const schema = pagedSchema(z.object({ row: Row, list: z.array(Row), either: Either }));
    const meta = { current_page: 1, last_page: 1, from: 1, to: 1, total: 1, per_page: 15 };
    const links = { first: null, last: null, prev: null, next: null };
    const row = { id: 1, place: { city: 'Laval' } };
    const page = (item: object) => ({ data: [item], links, meta });
    const ok = { row, list: [row, { id: 2, place: null }], either: { kind: 'a', a: 1 } };
    expect((await appWith(true, () => page(ok), schema)).statusCode).toBe(200);
    const leaky = {
      row: { ...row, place: { city: 'Laval', lat: 45.6 } },
      list: [row, { id: 2, place: null, secret: 's' }],
      either: { kind: 'b', a: 1 },
      optional: undefined,
    };
    const res = await appWith(true, () => page(leaky), schema);
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('data[0].row.place.lat, data[0].list[1].secret, data[0].either.a');
    expect((await appWith(false, () => page(leaky), schema)).json().data[0]).toEqual({
      row,
      list: [row, { id: 2, place: null }],
      either: { kind: 'b' },
    });
  });

  it('answers a real route with exactly the declared fields', async () => {
    const session = await t.loginAs(Role.Dealer);
    const res = await t.app.inject({ url: '/api/users/me', headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(CurrentUserSchema.shape).sort());
  });
});
