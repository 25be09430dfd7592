import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';

describe('rate limits on sign-in routes (3 per minute here)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const fromClient = (ip: string) => ({ ...csrfHeaders, 'x-forwarded-for': ip });

  it.each([
    ['web-login', 'POST', '/api/auth/web-login', { email: 'a@example.test', password: 'whatever-1' }],
    ['register', 'POST', '/api/auth/register', { role: Role.PrivateUser }],
    ['forgot password', 'POST', '/api/auth/password/email', { email: 'a@example.test' }],
  ] as const)('answers 429 after 3 %s attempts', async (_name, method, url, payload) => {
    const headers = fromClient(`10.0.0.${url.length}`);
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method, url, headers, payload })).statusCode).not.toBe(429);
    const res = await t.app.inject({ method, url, headers, payload });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });

  it('limits verification resends per client', async () => {
    const { headers } = await t.loginAs(Role.PrivateUser, { emailVerifiedAt: null });
    const mine = { ...headers, 'x-forwarded-for': '10.0.1.1' };
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/email/resend', headers: mine })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/email/resend', headers: mine })).statusCode).toBe(429);
  });

  it('counts each client separately and leaves other routes alone', async () => {
    const payload = { email: 'b@example.test', password: 'whatever-1' };
    for (let i = 0; i < 4; i++)
      await t.app.inject({ method: 'POST', url: '/api/auth/web-login', headers: fromClient('10.0.2.1'), payload });
    const other = await t.app.inject({ method: 'POST', url: '/api/auth/web-login', headers: fromClient('10.0.2.2'), payload });
    expect(other.statusCode).toBe(422);
    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ url: '/api/auth/providers', headers: fromClient('10.0.2.1') })).statusCode).toBe(200);
  });
});

describe('rate limits without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('ignores a forged X-Forwarded-For header', async () => {
    const attempt = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/email',
        headers: { ...csrfHeaders, 'x-forwarded-for': ip },
        payload: { email: 'someone@example.test' },
      });
    expect((await attempt('10.9.0.1')).statusCode).toBe(200);
    expect((await attempt('10.9.0.2')).statusCode).toBe(200);
    expect((await attempt('10.9.0.3')).statusCode).toBe(429);
  });
});
