import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type AuthResponse } from '@routier/domain';
import { businessDetails, users } from '../../db/schema/index.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { verifyPassword } from '../../lib/passwords.js';

const person = (email: string) => ({
  email,
  first_name: ' Ana ',
  last_name: 'Roy',
  phone: '416-555-0101',
  password: 'long-enough-1',
  password_confirmation: 'long-enough-1',
});
const dealer = (email: string) => ({
  ...person(email),
  role: Role.Dealer,
  type: 2,
  company: 'Roy Motors',
  address: '100 King St W',
  city: 'Toronto',
  province: 'ON',
  lat: 43.65,
  lng: -79.38,
  company_email: 'Sales@RoyMotors.test',
  company_phone: '416-555-0199',
  dealer_license: 'OMVIC-1234',
  tax_id: '123456789RT0001',
  postal_code: 'm5h 1a1',
  has_newsletter_flag: true,
});

describe('POST /auth/register', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** registers, then lets the queued emails go out */
  const register = async (payload: object, opts: { url?: string; headers?: Record<string, string> } = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: opts.url ?? '/api/auth/register',
      headers: { ...csrfHeaders, ...opts.headers },
      payload,
    });
    await t.drainJobs();
    return res;
  };
  const counts = async () => ({
    users: (await t.db.select({ n: count() }).from(users))[0].n,
    businesses: (await t.db.select({ n: count() }).from(businessDetails))[0].n,
  });
  const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

  it('registers a dealer with a business, inactive and unverified, and mails a verification link', async () => {
    const res = await register(dealer('New.Dealer@Example.test'));
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.token).toBeTruthy();
    expect(body.user).toMatchObject({
      role: Role.Dealer,
      active: false,
      email: 'new.dealer@example.test',
      first_name: 'Ana',
      locale: 'en',
      email_verified_at: null,
    });
    const row = await userByEmail('new.dealer@example.test');
    // the newsletter opt-in waits for the link sent to the address (double opt-in)
    expect(row.hasNewsletterFlag).toBe(false);
    expect(await verifyPassword(row.passwordHash, 'long-enough-1')).toBe(true);
    const [business] = await t.db.select().from(businessDetails).where(eq(businessDetails.id, row.businessDetailsId!));
    expect(business).toMatchObject({
      kind: 3,
      type: 2,
      name: 'Roy Motors',
      address: '100 King St W',
      city: 'Toronto',
      province: 'ON',
      lat: 43.65,
      lng: -79.38,
      zipCode: 'M5H 1A1',
      email: 'sales@roymotors.test',
      phone: '416-555-0199',
      dealerLicense: 'OMVIC-1234',
      taxId: '123456789RT0001',
    });
    const mails = t.mails.filter((m) => m.to === 'new.dealer@example.test');
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Confirm your Routier newsletter subscription',
      'Confirm your email address',
    ]);
    const mail = mails.find((m) => m.subject === 'Confirm your email address');
    expect(mail?.text).toMatch(/http:\/\/routier\.test\/api\/auth\/email\/verify\/[\w-]+/);
  });

  it('registers a transport company with its delivery types', async () => {
    const res = await register({ ...person('carrier@example.test'), role: Role.TransportCompany, shipping_methods: [1, 3] });
    expect(res.statusCode).toBe(200);
    const row = await userByEmail('carrier@example.test');
    const [business] = await t.db.select().from(businessDetails).where(eq(businessDetails.id, row.businessDetailsId!));
    expect(business).toMatchObject({ kind: 5, shippingMethods: [1, 3] });
  });

  it('registers a transport company through POST /transport-companies, the role implied, as /auth/register does', async () => {
    const { password: _p, password_confirmation: _c, ...noPassword } = person('carrier-alias@example.test');
    const before = await counts();
    const refused = await register({ ...noPassword, shipping_methods: [] }, { url: '/api/transport-companies' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ shipping_methods: ['oneOptionRequired'], password: ['isRequired'] });
    const dealerRole = await register({ ...dealer('dealer-alias@example.test') }, { url: '/api/transport-companies' });
    expect(dealerRole.statusCode).toBe(422);
    expect(dealerRole.json().errors.role).toBeDefined();
    expect(await counts()).toEqual(before);

    const res = await register(
      { ...person('carrier-alias@example.test'), shipping_methods: [2] },
      { url: '/api/transport-companies?lang=fr' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.user).toMatchObject({ email: 'carrier-alias@example.test', role: Role.TransportCompany, locale: 'fr' });
    const row = await userByEmail('carrier-alias@example.test');
    expect(row).toMatchObject({ role: Role.TransportCompany, active: false });
    const [business] = await t.db.select().from(businessDetails).where(eq(businessDetails.id, row.businessDetailsId!));
    expect(business).toMatchObject({ kind: 5, shippingMethods: [2] });
    expect(t.mails.some((m) => m.to === 'carrier-alias@example.test')).toBe(true);
    const again = await register(
      { ...person('Carrier-Alias@example.test'), shipping_methods: [2] },
      { url: '/api/transport-companies' },
    );
    expect(again.statusCode).toBe(422);
  });

  it('registers a private user with a postal code and no business', async () => {
    const res = await register({ ...person('private@example.test'), role: Role.PrivateUser, postal_code: 'H2X 1Y4' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().user).toMatchObject({
      role: Role.PrivateUser,
      postal_code: 'H2X 1Y4',
      business_details: null,
    });
  });

  it('takes the language from ?lang=, else Accept-Language, and mails in that language', async () => {
    await register(
      { ...person('fr1@example.test'), role: Role.PrivateUser, postal_code: 'H2X 1Y4' },
      { url: '/api/auth/register?lang=fr' },
    );
    await register(
      { ...person('fr2@example.test'), role: Role.PrivateUser, postal_code: 'H2X 1Y4' },
      { headers: { 'accept-language': 'de-DE,fr-CA;q=0.8,en;q=0.5' } },
    );
    for (const email of ['fr1@example.test', 'fr2@example.test']) {
      expect((await userByEmail(email)).locale).toBe('fr');
      expect(t.lastMailTo(email)?.subject).toBe('Confirmez votre adresse courriel');
    }
  });

  it('refuses an email already taken, whatever its case, and writes nothing', async () => {
    await t.createUser(Role.Dealer, { email: 'taken@example.test' });
    const before = await counts();
    const mailsBefore = t.mails.length;
    const res = await register(dealer('TAKEN@example.test'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'The given data was invalid.', errors: { email: ['emailTaken'] } });
    expect(await counts()).toEqual(before);
    expect(t.mails.length).toBe(mailsBefore);
  });

  it('answers bad input with field errors and writes nothing', async () => {
    const before = await counts();
    const res = await register({
      role: Role.Dealer,
      email: 'x',
      first_name: '   ',
      phone: '416-555-010',
      password: 'short',
      password_confirmation: 'other',
      shipping_methods: [],
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.email).toEqual(['invalidEmail']);
    expect(errors.first_name).toEqual(['nameNotEmpty']);
    expect(errors.phone).toEqual(['invalidPhone']);
    expect(errors.password).toEqual(['passMinLength']);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['type', 'company', 'address', 'company_email', 'tax_id', 'postal_code']),
    );
    const carrier = await register({ ...person('c2@example.test'), role: Role.TransportCompany, shipping_methods: [] });
    expect(carrier.json().errors).toEqual({ shipping_methods: ['oneOptionRequired'] });
    const noPassword = await register({
      ...person('c3@example.test'),
      password: undefined,
      password_confirmation: undefined,
      role: Role.PrivateUser,
      postal_code: 'H2X 1Y4',
    });
    expect(noPassword.json().errors).toEqual({ password: ['isRequired'] });
    const noRole = await register(person('c4@example.test'));
    expect(noRole.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it('refuses self-registration as admin', async () => {
    const res = await register({ ...person('boss@example.test'), role: Role.Admin });
    expect(res.statusCode).toBe(422);
    expect(await userByEmail('boss@example.test')).toBeUndefined();
  });

  it('requires the CSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: dealer('csrf@example.test') });
    expect(res.statusCode).toBe(419);
  });

  describe('completing a Google/Apple sign-in', () => {
    it('gives the signed-in role-less user a role, without a password, keeping the verified email', async () => {
      const { user, headers } = await t.loginAs(Role.Dealer, {
        role: null,
        email: 'social@example.test',
        passwordHash: null,
        active: false,
      });
      const before = (await counts()).users;
      const mailsBefore = t.mails.length;
      const payload = { ...dealer('social@example.test'), password: undefined, password_confirmation: undefined };
      const res = await register(payload, { headers });
      expect(res.statusCode).toBe(200);
      expect(res.json<AuthResponse>().user).toMatchObject({ id: user.id, role: Role.Dealer, active: false });
      expect((await counts()).users).toBe(before);
      expect(t.mails.length).toBe(mailsBefore); // already verified by the provider
      const row = await userByEmail('social@example.test');
      expect(row.passwordHash).toBeNull();
      expect(row.businessDetailsId).not.toBeNull();
      // the provider verified the address: the newsletter opt-in counts as the owner's consent
      expect(row.hasNewsletterFlag).toBe(true);
    });

    it('refuses another email than the signed-in one', async () => {
      const { headers } = await t.loginAs(Role.Dealer, { role: null, email: 'social2@example.test', passwordHash: null });
      const res = await register(
        { ...person('someone-else@example.test'), role: Role.PrivateUser, postal_code: 'H2X 1Y4' },
        { headers },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['emailMismatch'] });
      expect(await userByEmail('someone-else@example.test')).toBeUndefined();
    });
  });
});
