import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type AuthResponse } from '@routier/domain';
import { accessTokens, users } from '../../db/schema/index.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { createSignInToken } from './session.service.js';

describe('sign-in, sign-out and token sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login?lang=en',
      headers: csrfHeaders,
      payload: { email, password, from: 'web' },
    });
  const tokenCount = async () => (await t.db.select({ n: count() }).from(accessTokens))[0].n;

  it('signs in with email and password and returns a working bearer token and the user', async () => {
    const user = await t.createUser(Role.Dealer, { email: 'Dana@Example.test' });
    const res = await login('dana@example.test', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.user).toMatchObject({ id: user.id, role: Role.Dealer, email: 'Dana@Example.test', active: true, locale: 'en' });
    expect(body.user.business_details).toMatchObject({ id: user.businessDetailsId, is_filled: false });
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json()).toMatchObject({ id: user.id });
  });

  it('makes the language of the sign-in the account language', async () => {
    const user = await t.createUser(Role.Dealer);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login?lang=fr',
      headers: csrfHeaders,
      payload: { email: user.email, password: TEST_PASSWORD, from: 'web', lang: 'fr' },
    });
    expect(res.json<AuthResponse>().user.locale).toBe('fr');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.locale).toBe('fr');
  });

  it('stores only a hash of the token', async () => {
    const user = await t.createUser(Role.PrivateUser);
    const { token } = (await login(user.email, TEST_PASSWORD)).json<AuthResponse>();
    const rows = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a wrong password, an unknown email and a deleted account the same way', async () => {
    const user = await t.createUser(Role.Dealer);
    const deleted = await t.createUser(Role.Dealer, { deletedAt: new Date() });
    const before = await tokenCount();
    for (const res of [
      await login(user.email, 'wrong-password'),
      await login('nobody@example.test', TEST_PASSWORD),
      await login(deleted.email, TEST_PASSWORD),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'The given data was invalid.', errors: { email: ['invalidCredentials'] } });
    }
    expect(await tokenCount()).toBe(before);
  });

  it('lets unapproved and unverified users sign in (the web shows their notice)', async () => {
    const inactive = await t.createUser(Role.TransportCompany, { active: false, emailVerifiedAt: null });
    const res = await login(inactive.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().user).toMatchObject({ active: false, email_verified_at: null });
  });

  it('validates the login form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: csrfHeaders,
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['invalidEmail'], password: ['isRequired'] });
  });

  it('refuses a login without the CSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/web-login', payload: { email: 'a@b.test', password: 'x' } });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('signs out by revoking the token', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/web-logout', headers });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/users/me', headers });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('requires a user to sign out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/web-logout', headers: csrfHeaders });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('rejects an expired access token', async () => {
    const user = await t.createUser(Role.Dealer);
    const { token } = (await login(user.email, TEST_PASSWORD)).json<AuthResponse>();
    t.setNow(new Date('2027-01-01T00:00:00Z')); // 41 days later; tokens live 30
    const me = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    t.setNow(new Date('2026-11-21T15:00:00Z'));
    expect(me.statusCode).toBe(401);
  });

  describe('one-time sign-in token', () => {
    const tokenLogin = (token: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/auth/web-token-login', headers: csrfHeaders, payload: { token } });

    it('exchanges a token once for a session', async () => {
      const user = await t.createUser(Role.Dispatcher);
      const token = await createSignInToken(t.deps, user.id);
      const first = await tokenLogin(token);
      expect(first.statusCode).toBe(200);
      expect(first.json<AuthResponse>().user.id).toBe(user.id);
      const again = await tokenLogin(token);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ token: ['invalidToken'] });
    });

    it('expires after 10 minutes', async () => {
      const user = await t.createUser(Role.Dispatcher);
      const token = await createSignInToken(t.deps, user.id);
      t.setNow(new Date('2026-11-21T15:10:01Z'));
      const res = await tokenLogin(token);
      t.setNow(new Date('2026-11-21T15:00:00Z'));
      expect(res.statusCode).toBe(422);
    });

    it('refuses unknown tokens, deleted users and an empty body', async () => {
      const deleted = await t.createUser(Role.Dealer, { deletedAt: new Date() });
      expect((await tokenLogin('nope')).statusCode).toBe(422);
      expect((await tokenLogin(await createSignInToken(t.deps, deleted.id))).statusCode).toBe(422);
      const empty = await tokenLogin(undefined);
      expect(empty.json().errors).toEqual({ token: ['isRequired'] });
    });
  });

  it('hides social sign-in when no provider is configured', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      google_client_id: null,
      apple_client_id: null,
    });
    for (const url of ['/api/auth/google/callback', '/api/auth/apple/user']) {
      const res = await t.app.inject({ method: 'POST', url, headers: csrfHeaders, payload: { token: 'x' } });
      expect(res.statusCode).toBe(404);
    }
  });
});
