import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Role } from '@routier/domain';
import { replies } from '../lib/response-schemas.js';
import { CurrentUserSchema, presentCurrentUser } from '../features/users/users.presenter.js';
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

  it('sends only declared fields: an extra field from a presenter does not leave the server', async () => {
    const { user } = await t.loginAs(Role.Dealer);
    const presented = presentCurrentUser(user, null, [], t.deps.storage);
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // A presenter that forgot to drop a column.
    app.get('/leaky', { schema: { response: replies({ 200: CurrentUserSchema }) } }, async () => ({
      ...presented,
      password_hash: user.passwordHash,
      google_sub: 'secret-sub',
    }));
    const res = await app.inject({ url: '/leaky' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(presented)));
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toContain('secret-sub');
    await app.close();
  });

  it('answers a real route with exactly the declared fields', async () => {
    const session = await t.loginAs(Role.Dealer);
    const res = await t.app.inject({ url: '/api/users/me', headers: session.headers });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(CurrentUserSchema.shape).sort());
  });
});
