import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { accessTokens, oneTimeTokens, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { createSetPasswordLink, enqueueInvitationEmail } from './password.service.js';
import { createSignInToken } from './session.service.js';

const START = new Date('2026-11-21T15:00:00Z');
const NEW_PASSWORD = { password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };

describe('forgotten, reset and set password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** posts, then lets the queued emails go out */
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: csrfHeaders, payload });
    await t.drainJobs();
    return res;
  };
  const forgot = (email: string) => post('/api/auth/password/email', { email });
  const resetLink = (email: string) => {
    const match = t.lastMailTo(email)?.text.match(/http:\/\/routier\.test\/password\/reset\/([\w-]+)\?email=(\S+)/);
    if (!match) throw new Error('no reset link');
    return { token: match[1], email: decodeURIComponent(match[2]) };
  };
  const passwordOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0].passwordHash;
  const tokensOf = async (id: number) =>
    (await t.db.select({ n: count() }).from(accessTokens).where(eq(accessTokens.userId, id)))[0].n;

  const linksOf = async (id: number) =>
    (await t.db.select({ n: count() }).from(oneTimeTokens).where(eq(oneTimeTokens.userId, id)))[0].n;

  describe('POST /auth/password/email', () => {
    it('mails a reset link to an existing account, in its language', async () => {
      const user = await t.createUser(Role.Dealer, { locale: 'fr' });
      const res = await forgot(user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'passwords.sent' });
      expect(t.lastMailTo(user.email)?.subject).toBe('Réinitialisation de votre mot de passe');
      expect(resetLink(user.email).email).toBe(user.email);
    });

    it('answers an unknown email exactly the same, and sends nothing', async () => {
      const user = await t.createUser(Role.Dealer);
      const known = await forgot(user.email);
      const mailsBefore = t.mails.length;
      const unknown = await forgot('nobody-here@example.test');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(t.mails.length).toBe(mailsBefore);
    });

    it('does the same work for an existing and an unknown email: it only queues one job', async () => {
      const user = await t.createUser(Role.Dealer);
      const ask = (email: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/password/email', headers: csrfHeaders, payload: { email } });
      const mailsBefore = t.mails.length;
      expect((await ask(user.email)).statusCode).toBe(200);
      expect((await ask('nobody-at-all@example.test')).statusCode).toBe(200);
      expect(await linksOf(user.id)).toBe(0);
      expect(t.mails.length).toBe(mailsBefore);
      expect(await t.drainJobs()).toBe(2);
      expect(await linksOf(user.id)).toBe(1);
      expect(t.mails.slice(mailsBefore).map((m) => m.to)).toEqual([user.email]);
    });

    it('validates the email', async () => {
      const res = await post('/api/auth/password/email', { email: 'nope' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['invalidEmail'] });
    });
  });

  describe('POST /auth/password/reset', () => {
    it('sets the new password, spends the token and signs the user out everywhere', async () => {
      const { user } = await t.loginAs(Role.Dealer);
      await forgot(user.email);
      const link = resetLink(user.email);
      const res = await post('/api/auth/password/reset', { ...link, ...NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(await verifyPassword(await passwordOf(user.id), 'brand-new-pass')).toBe(true);
      expect(await tokensOf(user.id)).toBe(0);
      const login = await post('/api/auth/web-login', { email: user.email, password: 'brand-new-pass' });
      expect(login.statusCode).toBe(200);
      const again = await post('/api/auth/password/reset', {
        ...link,
        password: 'another-pass-1',
        password_confirmation: 'another-pass-1',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ email: ['invalidToken'] });
    });

    it('refuses a token with another email, an expired token and a replaced token', async () => {
      const user = await t.createUser(Role.PrivateUser);
      const other = await t.createUser(Role.PrivateUser);
      const before = await passwordOf(user.id);
      await forgot(user.email);
      const first = resetLink(user.email);
      expect((await post('/api/auth/password/reset', { ...first, email: other.email, ...NEW_PASSWORD })).statusCode).toBe(422);
      await forgot(user.email);
      expect((await post('/api/auth/password/reset', { ...first, ...NEW_PASSWORD })).statusCode).toBe(422);
      const second = resetLink(user.email);
      t.setNow(new Date(START.getTime() + 61 * 60_000));
      const expired = await post('/api/auth/password/reset', { ...second, ...NEW_PASSWORD });
      t.setNow(START);
      expect(expired.statusCode).toBe(422);
      expect(expired.json().errors).toEqual({ email: ['invalidToken'] });
      expect(await passwordOf(user.id)).toBe(before);
    });

    it('validates the passwords before touching the token', async () => {
      const user = await t.createUser(Role.PrivateUser);
      await forgot(user.email);
      const link = resetLink(user.email);
      const res = await post('/api/auth/password/reset', { ...link, password: 'short', password_confirmation: 'short2' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        password: ['passMinLength'],
        password_confirmation: ['passMinLength', 'passDidntMatch'],
      });
      expect((await post('/api/auth/password/reset', { ...link, ...NEW_PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('a password set from an emailed link', () => {
    it('ends the user’s older sessions and access links after a reset', async () => {
      const { user, headers } = await t.loginAs(Role.Dealer);
      const signIn = await createSignInToken(t.deps, user.id);
      const invitation = await createSetPasswordLink(t.deps, user.id);
      await forgot(user.email);
      expect((await post('/api/auth/password/reset', { ...resetLink(user.email), ...NEW_PASSWORD })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(401);
      expect((await post('/api/auth/web-token-login', { token: signIn })).statusCode).toBe(422);
      const path = `/api/auth/password/reset-dynamic/${invitation.split('/password/set/')[1]}`;
      expect((await post(path, NEW_PASSWORD)).statusCode).toBe(422);
    });

    it('ends the invitee’s older sessions and access links once the invitation sets the password', async () => {
      const { user, headers } = await t.loginAs(Role.Driver, { passwordHash: null });
      const signIn = await createSignInToken(t.deps, user.id);
      const invitation = await createSetPasswordLink(t.deps, user.id);
      const path = `/api/auth/password/reset-dynamic/${invitation.split('/password/set/')[1]}`;
      expect((await post(path, NEW_PASSWORD)).statusCode).toBe(200);
      expect(await tokensOf(user.id)).toBe(0);
      expect((await t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(401);
      expect((await post('/api/auth/web-token-login', { token: signIn })).statusCode).toBe(422);
    });
  });

  describe('POST /auth/password/reset-dynamic/{token}', () => {
    const invitee = () => t.createUser(Role.Driver, { passwordHash: null, emailVerifiedAt: null, firstName: null, locale: 'fr' });
    const tokenOf = (url: string) => url.split('/password/set/')[1];

    it('lets an invited user choose a password once, which also verifies the email', async () => {
      const user = await invitee();
      await enqueueInvitationEmail(t.deps, t.db, user, { inviterName: 'Trans Québec' });
      await t.drainJobs();
      const mail = t.lastMailTo(user.email);
      expect(mail?.subject).toBe('Votre invitation à Routier');
      expect(mail?.text).toContain('Trans Québec vous invite');
      const url = mail?.text.match(/http:\/\/routier\.test\/password\/set\/[\w-]+/)?.[0] ?? '';
      expect(url).not.toBe('');
      const res = await post(`/api/auth/password/reset-dynamic/${tokenOf(url)}`, { ...NEW_PASSWORD, from: 'web' });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(await verifyPassword(row.passwordHash, 'brand-new-pass')).toBe(true);
      expect(row.emailVerifiedAt).toEqual(START);
      const again = await post(`/api/auth/password/reset-dynamic/${tokenOf(url)}`, NEW_PASSWORD);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ token: ['invalidToken'] });
    });

    it('refuses an expired link, a replaced link and a password mismatch', async () => {
      const user = await invitee();
      const old = await createSetPasswordLink(t.deps, user.id);
      const current = await createSetPasswordLink(t.deps, user.id);
      expect((await post(`/api/auth/password/reset-dynamic/${tokenOf(old)}`, NEW_PASSWORD)).statusCode).toBe(422);
      const mismatch = await post(`/api/auth/password/reset-dynamic/${tokenOf(current)}`, {
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pasS',
      });
      expect(mismatch.json().errors).toEqual({ password_confirmation: ['passDidntMatch'] });
      t.setNow(new Date(START.getTime() + 7 * 86_400_000 + 1000));
      const expired = await post(`/api/auth/password/reset-dynamic/${tokenOf(current)}`, NEW_PASSWORD);
      t.setNow(START);
      expect(expired.statusCode).toBe(422);
      expect(await passwordOf(user.id)).toBeNull();
    });
  });
});
