import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type AuthResponse } from '@routier/domain';
import { users } from '../../db/schema/index.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';

const NOW = new Date('2026-11-21T15:00:00Z');
const GOOGLE_ID = 'routier-web.apps.googleusercontent.test';
const APPLE_ID = 'test.routier.web';

describe('Google and Apple sign-in (against a local JWKS)', () => {
  let t: TestApp;
  let jwks: Server;
  let signingKey: CryptoKey;
  let strangerKey: CryptoKey;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwks = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [publicJwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
    t = await buildTestApp({ GOOGLE_CLIENT_ID: GOOGLE_ID, GOOGLE_JWKS_URL: url, APPLE_CLIENT_ID: APPLE_ID, APPLE_JWKS_URL: url });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  const idToken = (claims: JWTPayload, opts: { iss?: string; aud?: string; key?: CryptoKey; exp?: Date } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(opts.iss ?? 'https://accounts.google.com')
      .setAudience(opts.aud ?? GOOGLE_ID)
      .setIssuedAt(Math.floor(NOW.getTime() / 1000))
      .setExpirationTime(opts.exp ?? new Date(NOW.getTime() + 3600_000))
      .sign(opts.key ?? signingKey);
  const appleToken = (claims: JWTPayload, opts: { key?: CryptoKey } = {}) =>
    idToken(claims, { iss: 'https://appleid.apple.com', aud: APPLE_ID, ...opts });
  const google = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/google/callback',
      headers: { ...csrfHeaders, ...headers },
      payload: { token },
    });
  const apple = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/apple/user', headers: csrfHeaders, payload: { token } });
  const byEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

  it('shows the configured client ids', async () => {
    expect((await t.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      google_client_id: GOOGLE_ID,
      apple_client_id: APPLE_ID,
    });
  });

  it('creates a role-less, verified, inactive user on a first Google sign-in, then finds it by Google id', async () => {
    const token = await idToken({
      sub: 'g-1',
      email: 'New.Person@Gmail.test',
      email_verified: true,
      given_name: 'Nora',
      family_name: 'Lee',
    });
    const res = await google(token, { 'accept-language': 'fr-CA' });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.token).toBeTruthy();
    expect(body.user).toMatchObject({
      role: null,
      active: false,
      email: 'new.person@gmail.test',
      first_name: 'Nora',
      last_name: 'Lee',
      locale: 'fr',
    });
    expect(body.user.email_verified_at).toBe(NOW.toISOString());
    const again = await google(await idToken({ sub: 'g-1', email: 'changed@gmail.test', email_verified: true }));
    expect(again.json<AuthResponse>().user.id).toBe(body.user.id);
    const me = await t.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${again.json<AuthResponse>().token}` },
    });
    expect(me.json()).toMatchObject({ id: body.user.id, role: null });
  });

  it('links Google to an existing account with the same verified email', async () => {
    const existing = await t.createUser(Role.Dealer, { email: 'dealer.g@example.test' });
    const res = await google(await idToken({ sub: 'g-2', email: 'Dealer.G@example.test', email_verified: true }));
    expect(res.json<AuthResponse>().user).toMatchObject({ id: existing.id, role: Role.Dealer });
    expect((await byEmail('dealer.g@example.test')).googleSub).toBe('g-2');
  });

  it('does not link an email the provider has not verified', async () => {
    const existing = await t.createUser(Role.Dealer, { email: 'dealer.u@example.test' });
    const res = await google(await idToken({ sub: 'g-3', email: 'dealer.u@example.test', email_verified: false }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['emailTaken'] });
    expect((await byEmail(existing.email)).googleSub).toBeNull();
  });

  it('refuses a token signed by another key, for another audience, from another issuer, or expired', async () => {
    const claims = { sub: 'g-bad', email: 'bad@gmail.test', email_verified: true };
    const bad = [
      await idToken(claims, { key: strangerKey }),
      await idToken(claims, { aud: 'someone-else' }),
      await idToken(claims, { iss: 'https://evil.test' }),
      await idToken(claims, { exp: new Date(NOW.getTime() - 60_000) }),
      'not.a.jwt',
    ];
    for (const token of bad) {
      const res = await google(token);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ token: ['invalidToken'] });
    }
    expect(await byEmail('bad@gmail.test')).toBeUndefined();
  });

  it('refuses a deleted account', async () => {
    await t.createUser(Role.Dealer, { email: 'gone@example.test', googleSub: 'g-gone', deletedAt: NOW });
    const res = await google(await idToken({ sub: 'g-gone', email: 'gone@example.test', email_verified: true }));
    expect(res.statusCode).toBe(422);
  });

  it('signs in with Apple (email_verified as a string) and answers the locale too', async () => {
    const res = await apple(await appleToken({ sub: 'a-1', email: 'relay@privaterelay.appleid.test', email_verified: 'true' }));
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse & { locale: string }>();
    expect(body.locale).toBe('en');
    expect(body.user).toMatchObject({ role: null, email: 'relay@privaterelay.appleid.test' });
    expect(body.user.email_verified_at).not.toBeNull();
  });

  it('refuses an Apple token signed by another key, or a Google token sent to Apple', async () => {
    expect((await apple(await appleToken({ sub: 'a-2', email: 'x@icloud.test' }, { key: strangerKey }))).statusCode).toBe(422);
    expect((await apple(await idToken({ sub: 'a-3', email: 'y@icloud.test', email_verified: true }))).statusCode).toBe(422);
  });
});
