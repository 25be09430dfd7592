import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Role } from '@routier/domain';
import { coupons, newsletterSignups, users } from '../../db/schema/index.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

/** Issue 15 point 3: double opt-in, and one newsletter coupon per business. */
describe('the newsletter and its coupon', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** each test its own client address, so the per-client limits of one do not reach another */
  const nextIp = () => `10.9.${Math.floor(++ipCounter / 200)}.${ipCounter % 200}`;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signUp = (email: string, opts: { headers?: Record<string, string>; ip?: string; lang?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/sign-up',
      payload: { email },
      headers: { ...(opts.headers ?? csrfHeaders), ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
      remoteAddress: opts.ip ?? '10.8.0.1',
    });
  const confirm = (token: string, ip = '10.8.0.2') =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token },
      headers: { ...csrfHeaders, 'user-agent': 'MailClient/1.0' },
      remoteAddress: ip,
    });
  const check = async (email: string) =>
    (
      (
        await t.app.inject({ url: `/api/newsletter/check?email=${encodeURIComponent(email)}`, remoteAddress: nextIp() })
      ).json() as {
        has_newsletter_flag: boolean;
      }
    ).has_newsletter_flag;
  const couponsOf = (userId: number) => t.db.select().from(coupons).where(eq(coupons.userId, userId));
  const businessCoupons = async (businessId: number) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(coupons)
        .innerJoin(users, eq(users.id, coupons.userId))
        .where(eq(users.businessDetailsId, businessId))
    )[0].n;
  /** the link of the last confirmation mail sent to an address, once the queue has run */
  const linkTo = async (email: string) => {
    await t.drainJobs();
    const mail = [...t.mails].reverse().find((m) => m.to === email && /newsletter|infolettre/i.test(m.subject));
    const token = mail?.text.match(/\/newsletter\/confirm\?token=([\w-]+)/)?.[1];
    return { mail, token: token ?? '' };
  };
  const subscription = async (email: string) =>
    (
      await t.db
        .select()
        .from(newsletterSignups)
        .where(sql`lower(${newsletterSignups.email}) = lower(${email})`)
    )[0];
  const dealerWithSubDealer = async () => {
    const business = await t.createBusiness(3);
    const dealer = await t.loginAs(Role.Dealer, { businessDetailsId: business.id });
    const sub = await t.loginAs(Role.SubDealer, { businessDetailsId: business.id, parentId: dealer.user.id });
    return { business, dealer, sub };
  };

  it('a visitor only causes a confirmation e-mail, in his language; the link confirms once and records the consent', async () => {
    const ip = nextIp();
    const res = await signUp('reader@example.test', { ip, lang: 'fr-CA,fr;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'newsletter.confirmation_sent',
      status: 'pending',
      coupon: false,
      coupon_already_claimed: false,
    });
    expect(await check('reader@example.test')).toBe(false);
    const { mail, token } = await linkTo('reader@example.test');
    expect(mail?.subject).toBe('Confirmez votre inscription à l’infolettre Routier');
    expect(token).not.toBe('');
    // only a hash of the token is kept
    const pending = await subscription('reader@example.test');
    expect(pending.confirmedAt).toBeNull();
    expect(pending.tokenHash).not.toContain(token);
    expect(pending.requestedIp).toBe(ip);

    const confirmed = await confirm(token, '10.8.7.7');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'newsletter.confirmed', coupon: false, coupon_already_claimed: false });
    expect(await check('READER@example.test')).toBe(true);
    expect(await subscription('reader@example.test')).toMatchObject({
      confirmedAt: t.deps.clock(),
      confirmedIp: '10.8.7.7',
      confirmedUserAgent: 'MailClient/1.0',
      consentProof: 'link',
      tokenHash: null,
    });
    // single use
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['newsletterLinkInvalid'] });
    const twice = await signUp('Reader@Example.test', { ip: nextIp() });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.email).toEqual(['newsletterAlreadySignedUp']);
  });

  it("signing up a dealer's address gives no coupon until the link sent to it is opened", async () => {
    const { dealer } = await dealerWithSubDealer();
    const res = await signUp(dealer.user.email, { ip: nextIp() });
    expect(res.json()).toMatchObject({ status: 'pending', coupon: false });
    expect(await couponsOf(dealer.user.id)).toHaveLength(0);
    expect(await check(dealer.user.email)).toBe(false);
    const { token } = await linkTo(dealer.user.email);
    expect((await confirm(token)).json()).toEqual({
      message: 'newsletter.confirmed',
      coupon: true,
      coupon_already_claimed: false,
    });
    expect(await couponsOf(dealer.user.id)).toMatchObject([{ amountCents: 10_000, expiresAt: null, usedAt: null }]);
  });

  it('a signed-in dealer with a verified e-mail signs his own address up at once; his sub-dealers share the one coupon', async () => {
    const { business, dealer, sub } = await dealerWithSubDealer();
    const res = await signUp('someone-else@example.test', { headers: dealer.headers, ip: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'newsletter.signed_up',
      status: 'confirmed',
      coupon: true,
      coupon_already_claimed: false,
    });
    expect(await couponsOf(dealer.user.id)).toMatchObject([{ amountCents: 10_000, expiresAt: null }]);
    expect(await check(dealer.user.email)).toBe(true);
    expect(await check('someone-else@example.test')).toBe(false);
    expect(await subscription(dealer.user.email)).toMatchObject({ consentProof: 'account', confirmedAt: t.deps.clock() });

    const subRes = await signUp(sub.user.email, { headers: sub.headers, ip: nextIp() });
    expect(subRes.json()).toEqual({
      message: 'newsletter.signed_up',
      status: 'confirmed',
      coupon: false,
      coupon_already_claimed: true,
    });
    // a sub-dealer invited at another address the dealer controls: confirmed by its link, still no second coupon
    const farmed = await t.createUser(Role.SubDealer, { businessDetailsId: business.id, parentId: dealer.user.id });
    await signUp(farmed.email, { ip: nextIp() });
    const { token } = await linkTo(farmed.email);
    expect((await confirm(token)).json()).toEqual({
      message: 'newsletter.confirmed',
      coupon: false,
      coupon_already_claimed: true,
    });
    expect(await businessCoupons(business.id)).toBe(1);
    expect((await signUp(dealer.user.email, { headers: dealer.headers, ip: nextIp() })).statusCode).toBe(422);
  });

  it('a dealer and his sub-dealer claiming at once get one coupon for their business', async () => {
    const { business, dealer, sub } = await dealerWithSubDealer();
    const results = await Promise.all([
      signUp(dealer.user.email, { headers: dealer.headers, ip: nextIp() }),
      signUp(sub.user.email, { headers: sub.headers, ip: nextIp() }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().coupon).sort()).toEqual([false, true]);
    expect(await businessCoupons(business.id)).toBe(1);

    // and two links of one business opened at once
    const other = await dealerWithSubDealer();
    await signUp(other.dealer.user.email, { ip: nextIp() });
    await signUp(other.sub.user.email, { ip: nextIp() });
    const [a, b] = [(await linkTo(other.dealer.user.email)).token, (await linkTo(other.sub.user.email)).token];
    const opened = await Promise.all([confirm(a), confirm(b)]);
    expect(opened.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(opened.map((r) => r.json().coupon).sort()).toEqual([false, true]);
    expect(await businessCoupons(other.business.id)).toBe(1);
  });

  it('one link opened twice at once confirms once', async () => {
    await signUp('twice@example.test', { ip: nextIp() });
    const { token } = await linkTo('twice@example.test');
    const results = await Promise.all([confirm(token), confirm(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('a signed-in user whose e-mail is not verified gets the link, not the coupon', async () => {
    const business = await t.createBusiness(3);
    const dealer = await t.loginAs(Role.Dealer, { businessDetailsId: business.id, emailVerifiedAt: null, locale: 'fr' });
    const res = await signUp('ignored@example.test', { headers: dealer.headers, ip: nextIp() });
    expect(res.json()).toMatchObject({ status: 'pending', coupon: false });
    expect(await couponsOf(dealer.user.id)).toHaveLength(0);
    const { mail, token } = await linkTo(dealer.user.email);
    expect(mail?.subject).toBe('Confirmez votre inscription à l’infolettre Routier');
    expect((await confirm(token)).json().coupon).toBe(true);
  });

  it('limits confirmation e-mails per address and per client', async () => {
    const victim = 'victim@example.test';
    for (let i = 0; i < 3; i++) expect((await signUp(victim, { ip: nextIp() })).statusCode).toBe(200);
    const over = await signUp(victim, { ip: nextIp() });
    expect(over.statusCode).toBe(429);
    expect(over.json().retry_after).toBeGreaterThan(0);
    await t.drainJobs();
    expect(t.mails.filter((m) => m.to === victim)).toHaveLength(3);

    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await signUp(`many-${i}@example.test`, { ip })).statusCode).toBe(200);
    expect((await signUp('many-10@example.test', { ip })).statusCode).toBe(429);
  });

  it('a link that expired or was never sent confirms nothing', async () => {
    await signUp('late@example.test', { ip: nextIp() });
    const { token } = await linkTo('late@example.test');
    const now = t.deps.clock();
    t.setNow(new Date(now.getTime() + 8 * 86_400_000));
    try {
      expect((await confirm(token)).json().errors).toEqual({ token: ['newsletterLinkInvalid'] });
    } finally {
      t.setNow(now);
    }
    expect((await confirm('not-a-token')).statusCode).toBe(422);
    expect((await confirm('')).statusCode).toBe(422);
    expect(await check('late@example.test')).toBe(false);
  });

  it('flags a private user without a coupon', async () => {
    const privateUser = await t.loginAs(Role.PrivateUser);
    const res = await signUp(privateUser.user.email, { headers: privateUser.headers, ip: nextIp() });
    expect(res.json()).toMatchObject({ status: 'confirmed', coupon: false, coupon_already_claimed: false });
    expect(await couponsOf(privateUser.user.id)).toHaveLength(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, privateUser.user.id));
    expect(row.hasNewsletterFlag).toBe(true);
  });

  it('refuses a bad email and changes nothing', async () => {
    const res = await signUp('not-an-email', { ip: nextIp() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
    expect((await t.app.inject({ url: '/api/newsletter/check?email=nope' })).statusCode).toBe(422);
    await t.drainJobs();
    expect(t.mails.filter((m) => m.to === 'not-an-email')).toHaveLength(0);
  });
});

describe('the newsletter opt-in at registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends the confirmation link; opening it flags the new dealer and gives his business the coupon', async () => {
    const email = 'new.dealer@example.test';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register?lang=fr',
      headers: csrfHeaders,
      payload: {
        role: Role.Dealer,
        type: 1,
        email,
        first_name: 'Ana',
        last_name: 'Roy',
        phone: '416-555-0198',
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
        company: 'Roy Motors',
        address: '100 King St W',
        city: 'Toronto',
        province: 'ON',
        lat: 43.65,
        lng: -79.38,
        company_email: 'sales@roymotors.test',
        company_phone: '416-555-0199',
        dealer_license: 'OMVIC-1234',
        tax_id: '123456789RT0001',
        postal_code: 'M5H 1A1',
        has_newsletter_flag: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user.hasNewsletterFlag).toBe(false);
    await t.drainJobs();
    const mail = t.mails.find((m) => m.to === email && m.subject === 'Confirmez votre inscription à l’infolettre Routier');
    const token = mail?.text.match(/\/newsletter\/confirm\?token=([\w-]+)/)?.[1] ?? '';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      headers: csrfHeaders,
      payload: { token },
    });
    expect(confirmed.json()).toMatchObject({ coupon: true });
    const [after] = await t.db.select().from(users).where(eq(users.email, email));
    expect(after.hasNewsletterFlag).toBe(true);
    expect(await t.db.select().from(coupons).where(eq(coupons.userId, after.id))).toHaveLength(1);
  });
});

describe('GET /coupons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the caller his own coupons only, with amounts in dollars', async () => {
    const dealer: Session = await t.loginAs(Role.Dealer);
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
