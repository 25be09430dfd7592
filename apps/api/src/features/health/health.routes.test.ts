import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers without and with the database', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/health/db' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers with the security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect(res.headers['content-security-policy']).toContain('https://js.stripe.com');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('rejects a state-changing request without the CSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/web-logout' });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('sets the XSRF cookie', async () => {
    const res = await t.app.inject({ url: '/api/auth/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBeTruthy();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });
});
