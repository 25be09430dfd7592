import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const START = new Date('2026-11-21T15:00:00Z');

describe('email verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const linkIn = (text: string | undefined) => {
    const match = text?.match(/http:\/\/routier\.test(\/api\/auth\/email\/verify\/[\w-]+)/);
    if (!match) throw new Error('no verification link');
    return match[1];
  };
  const unverified = (overrides = {}) => t.loginAs(Role.PrivateUser, { emailVerifiedAt: null, ...overrides });
  const resend = async (headers?: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/email/resend', headers });
    await t.drainJobs();
    return res;
  };
  const verifiedAt = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0].emailVerifiedAt;

  it('resends a link to a signed-in, unverified user, in their language', async () => {
    const { user, headers } = await unverified({ locale: 'fr' });
    const res = await resend(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBeTruthy();
    const mail = t.lastMailTo(user.email);
    expect(mail?.subject).toBe('Confirmez votre adresse courriel');
    expect(mail?.html).toContain('lang="fr"');
  });

  it('verifies with the emailed link, then lands on the web app', async () => {
    const { user, headers } = await unverified();
    await resend(headers);
    const res = await t.app.inject({ url: linkIn(t.lastMailTo(user.email)?.text) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/confirm-email?result=confirmed');
    expect(await verifiedAt(user.id)).toEqual(START);
    const me = await t.app.inject({ url: '/api/users/me', headers });
    expect(me.statusCode).toBe(200);
  });

  it('says "already confirmed" when a link is opened again, or an older link after a newer one', async () => {
    const { user, headers } = await unverified();
    await resend(headers);
    const older = linkIn(t.lastMailTo(user.email)?.text);
    await resend(headers);
    const newer = linkIn(t.lastMailTo(user.email)?.text);
    expect((await t.app.inject({ url: newer })).headers.location).toBe('/confirm-email?result=confirmed');
    const again = await t.app.inject({ url: newer });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/confirm-email?result=already_confirmed');
    expect((await t.app.inject({ url: older })).headers.location).toBe('/confirm-email?result=already_confirmed');
    expect(await verifiedAt(user.id)).toEqual(START);
  });

  it('refuses a link older than 7 days and an unknown one', async () => {
    const { user, headers } = await unverified();
    await resend(headers);
    const link = linkIn(t.lastMailTo(user.email)?.text);
    t.setNow(new Date(START.getTime() + 7 * 86_400_000 + 1000));
    const res = await t.app.inject({ url: link });
    t.setNow(START);
    expect(res.headers.location).toBe('/confirm-email?result=invalid');
    expect(await verifiedAt(user.id)).toBeNull();
    expect((await t.app.inject({ url: '/api/auth/email/verify/not-a-token' })).headers.location).toBe(
      '/confirm-email?result=invalid',
    );
  });

  it('sends nothing to an already verified user', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    const res = await resend(headers);
    expect(res.statusCode).toBe(200);
    expect(t.lastMailTo(user.email)).toBeUndefined();
  });

  it('requires a signed-in user to resend', async () => {
    const res = await resend();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
