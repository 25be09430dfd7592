import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { buildApp } from '../../app.js';
import type { AppInstance } from '../../app-deps.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';

describe('paths answer with or without a trailing slash', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('signs in at POST /api/auth/web-login/?lang=en as the spec writes it', async () => {
    const user = await t.createUser(Role.Dealer);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login/?lang=en',
      headers: csrfHeaders,
      payload: { email: user.email, password: 'secret-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('serves GET routes and routes with parameters with a trailing slash', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    expect((await t.app.inject({ url: '/api/users/me/', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health/' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/email/verify/nope/' })).statusCode).toBe(302);
  });

  it('still answers 404 JSON for unknown API paths', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
});

describe('the SPA fallback with trailing slashes', () => {
  let app: AppInstance;
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const dist = mkdtempSync(path.join(tmpdir(), 'routier-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Routier</title>');
    app = await buildApp(t.deps, { webDist: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('serves index.html for client routes with or without a trailing slash', async () => {
    for (const url of ['/login', '/login/', '/my-orders/?filter=2', '/']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Routier</title>');
    }
    expect((await app.inject({ url: '/api/unknown/' })).statusCode).toBe(404);
  });
});
