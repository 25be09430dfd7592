import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role } from '@routier/domain';
import { coupons, users } from '../../db/schema/index.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';

describe('the newsletter and its coupon', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signUp = (email: string, headers: Record<string, string> = csrfHeaders) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter/sign-up', payload: { email }, headers });
  const check = async (email: string) =>
    (await t.app.inject({ url: `/api/newsletter/check?email=${encodeURIComponent(email)}` })).json() as {
      has_newsletter_flag: boolean;
    };
  const couponsOf = (userId: number) => t.db.select().from(coupons).where(eq(coupons.userId, userId));

  it('signs a visitor up once, whatever the case of the email', async () => {
    expect((await check('reader@example.test')).has_newsletter_flag).toBe(false);
    const first = await signUp('reader@example.test');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'newsletter.signed_up', coupon: false });
    const again = await signUp('READER@example.test');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['newsletterAlreadySignedUp']);
    expect((await check('Reader@Example.test')).has_newsletter_flag).toBe(true);
  });

  it('gives a signed-in dealer a $100 coupon with no expiry, once, for his own email', async () => {
    const dealer = await t.loginAs(Role.Dealer);
    const res = await signUp('someone-else@example.test', dealer.headers);
    expect(res.json()).toEqual({ message: 'newsletter.signed_up', coupon: true });
    expect(await couponsOf(dealer.user.id)).toMatchObject([{ amountCents: 10_000, expiresAt: null, usedAt: null }]);
    expect((await check(dealer.user.email)).has_newsletter_flag).toBe(true);
    expect((await check('someone-else@example.test')).has_newsletter_flag).toBe(false);
    expect((await signUp(dealer.user.email, dealer.headers)).statusCode).toBe(422);
    expect(await couponsOf(dealer.user.id)).toHaveLength(1);
  });

  it('flags a private user without a coupon, and says a registration opt-in is signed up', async () => {
    const privateUser = await t.loginAs(Role.PrivateUser);
    expect((await signUp(privateUser.user.email, privateUser.headers)).json().coupon).toBe(false);
    expect(await couponsOf(privateUser.user.id)).toHaveLength(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, privateUser.user.id));
    expect(row.hasNewsletterFlag).toBe(true);
    const optedIn = await t.createUser(Role.Dealer, { hasNewsletterFlag: true });
    expect((await check(optedIn.email)).has_newsletter_flag).toBe(true);
  });

  it('refuses a bad email and changes nothing', async () => {
    const res = await signUp('not-an-email');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
    expect((await t.app.inject({ url: '/api/newsletter/check?email=nope' })).statusCode).toBe(422);
  });
});

describe('GET /coupons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the caller his own coupons only, with amounts in dollars', async () => {
    const dealer = await t.loginAs(Role.Dealer);
    const other = await t.createUser(Role.PrivateUser);
    const now = t.deps.clock();
    await t.db.insert(coupons).values([
      { userId: dealer.user.id, amountCents: 10_000, createdAt: now },
      { userId: dealer.user.id, amountCents: 2_550, expiresAt: new Date(now.getTime() - 1000), createdAt: now },
      { userId: other.id, amountCents: 5_000, createdAt: now },
    ]);
    const res = await t.app.inject({ url: '/api/coupons', headers: dealer.headers });
    expect(res.statusCode).toBe(200);
    const amounts = (res.json().data as { amount: number }[]).map((c) => c.amount).sort();
    expect(amounts).toEqual([100, 25.5].sort());
    const carrier = await t.loginAs(Role.TransportCompany);
    expect((await t.app.inject({ url: '/api/coupons', headers: carrier.headers })).statusCode).toBe(403);
  });
});
