import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { buildTestApp, CSRF, csrfHeaders, type TestApp } from '../test/build-test-app.js';

describe('CSRF and sign-in guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = { email: 'nobody@example.test', password: 'whatever-1' };

  it('answers 419 with the fixed message to a malformed X-XSRF-TOKEN, not 500', async () => {
    for (const bad of ['%', '%E0%A4%A', 'abc%zz']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/web-login',
        headers: { cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': bad },
        payload: login,
      });
      expect(res.statusCode).toBe(419);
      expect(res.body).toBe('{"message":"CSRF token mismatch."}');
    }
  });

  it('still accepts a percent-encoded token that decodes to the cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: { cookie: 'XSRF-TOKEN=a=b', 'x-xsrf-token': 'a%3Db' },
      payload: login,
    });
    expect(res.statusCode).toBe(422);
  });

  it('checks CSRF on the path the router matched: /%61pi/... is /api/...', async () => {
    for (const url of ['/%61pi/auth/web-login', '/%61%70%69/auth/web-login', '/api/auth/%77eb-login']) {
      const res = await t.app.inject({ method: 'POST', url, payload: login });
      expect(res.statusCode, url).toBe(419);
    }
  });

  it('reads the bearer token on an encoded path, and revokes it on logout only with the CSRF header', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/web-logout',
      headers: { authorization: headers.authorization },
    });
    expect(noCsrf.statusCode).toBe(419);
    expect((await t.app.inject({ url: '/%61pi/users/me', headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/%61pi/auth/web-logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(401);
  });

  it('keeps safe methods free of the CSRF check', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers', headers: { 'x-xsrf-token': '%' } });
    expect(res.statusCode).toBe(200);
    expect(csrfHeaders['x-xsrf-token']).toBe(CSRF);
  });
});
