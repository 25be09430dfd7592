import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_ERROR_KEY, Role } from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from './build-test-app.js';

/** Bad requests get a clear 4xx whose messages are i18n keys, and protected routes check the caller first. */
describe('request errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401, not 422, to an anonymous caller sending a bad body to a protected route', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/locale', headers: csrfHeaders, payload: { locale: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401, not 422, to an anonymous caller with a bad query or path', async () => {
    const res = await t.app.inject({ url: '/api/orders/active/9?page=-1&keyword=%00', headers: csrfHeaders });
    expect(res.statusCode).toBe(401);
  });

  it('answers 422 with "invalidCharacters" to a NUL in a sign-in email, a search and a query', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: csrfHeaders,
      payload: { email: 'ana\u0000@example.test', password: 'secret' },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors).toEqual({ email: ['invalidCharacters'] });

    const carrier = await t.loginAs(Role.TransportCompany);
    const jobs = await t.app.inject({ url: '/api/orders/active/0?keyword=a%00b&location=Tor%00', headers: carrier.headers });
    expect(jobs.statusCode).toBe(422);
    expect(jobs.json().errors).toEqual({ keyword: ['invalidCharacters'], location: ['invalidCharacters'] });

    const dealer = await t.loginAs(Role.Dealer);
    const orders = await t.app.inject({
      method: 'POST',
      url: '/api/orders/all/1',
      headers: dealer.headers,
      payload: { vin: '\u0000' },
    });
    expect(orders.statusCode).toBe(422);
    expect(orders.json().errors).toEqual({ vin: ['invalidCharacters'] });
  });

  it('says "tooLong" for an over-long value, never English validator text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: csrfHeaders,
      payload: { role: 10, email: 'x'.repeat(300), first_name: 'x'.repeat(101), last_name: 'Roy', phone: '416-555-0101' },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.first_name).toEqual(['tooLong']);
    expect(errors.email).toEqual(['tooLong']);
    for (const messages of Object.values(errors)) for (const m of messages) expect(m).toMatch(/^[a-zA-Z]+$/);
  });

  it(`lists errors about the whole body under "${BODY_ERROR_KEY}" with "invalidBody"`, async () => {
    const notObject = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: { ...csrfHeaders, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json().errors).toEqual({ [BODY_ERROR_KEY]: ['invalidBody'] });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: { ...csrfHeaders, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'The given data was invalid.', errors: { [BODY_ERROR_KEY]: ['invalidBody'] } });
  });
});
