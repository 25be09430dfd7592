import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type CurrentUser } from '@routier/domain';
import { discounts } from '../../db/schema/index.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';

describe('GET /users/me and PUT /users/locale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const me = (headers?: Record<string, string>) => t.app.inject({ url: '/api/users/me', headers });

  it('returns the current user in the spec’s shape', async () => {
    const business = await t.createBusiness(3, { name: 'Roy Motors', type: 1 });
    const { user, headers } = await t.loginAs(Role.Dealer, {
      businessDetailsId: business.id,
      redirectToAdminPanel: true,
      locale: 'fr',
    });
    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>()).toEqual({
      id: user.id,
      role: Role.Dealer,
      active: true,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      phone: '416-555-0100',
      business_details_id: business.id,
      postal_code: null,
      new_user: false,
      profile_image: null,
      discount: [],
      business_details: { id: business.id, name: 'Roy Motors', type: 1, expiry_date: null, is_filled: false },
      locale: 'fr',
      redirect_to_admin_panel: true,
      email_verified_at: '2026-11-21T15:00:00.000Z',
      address: null,
      title: null,
    });
  });

  it('lists the business’s unexpired discounts and says when the business details are filled', async () => {
    const business = await t.createBusiness(3, {
      address: '1 Main St',
      lat: 43.6,
      lng: -79.4,
      email: 'b@example.test',
      phone: '416-555-0100',
      zipCode: 'M5H 1A1',
      dealerLicense: 'L-1',
      taxId: 'T-1',
    });
    await t.db.insert(discounts).values([
      { businessDetailsId: business.id, discountBp: 1_250, expiryDate: new Date('2026-12-31T00:00:00Z') },
      { businessDetailsId: business.id, discountBp: 2_000, expiryDate: new Date('2026-01-01T00:00:00Z') },
    ]);
    const { headers } = await t.loginAs(Role.Dealer, { businessDetailsId: business.id });
    const body = (await me(headers)).json<CurrentUser>();
    expect(body.discount).toEqual([{ percent: 12.5, expiry_date: '2026-12-31T00:00:00.000Z' }]);
    expect(body.business_details?.is_filled).toBe(true);
  });

  it('gives an inactive user their user, marked inactive', async () => {
    const { headers } = await t.loginAs(Role.TransportCompany, { active: false });
    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>().active).toBe(false);
  });

  it('refuses an unverified user with the exact message', async () => {
    const { headers } = await t.loginAs(Role.PrivateUser, { emailVerifiedAt: null });
    const res = await me(headers);
    expect(res.statusCode).toBe(403);
    expect(res.body).toBe('{"message":"Your email address is not verified."}');
  });

  it('answers 401 without a token or with an unknown one', async () => {
    for (const headers of [undefined, { authorization: 'Bearer nope' }]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers 401 for a deleted user', async () => {
    const { headers } = await t.loginAs(Role.Dealer, { deletedAt: new Date() });
    expect((await me(headers)).statusCode).toBe(401);
  });

  describe('PUT /users/locale', () => {
    const put = (payload: object, headers: Record<string, string> = csrfHeaders) =>
      t.app.inject({ method: 'PUT', url: '/api/users/locale', headers, payload });

    it('saves the language, also for unverified and inactive users', async () => {
      const { headers } = await t.loginAs(Role.PrivateUser, { emailVerifiedAt: null, active: false });
      const res = await put({ locale: 'fr' }, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json<CurrentUser>().locale).toBe('fr');
    });

    it('refuses an unknown language', async () => {
      const { headers } = await t.loginAs(Role.PrivateUser);
      const res = await put({ locale: 'de' }, headers);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ locale: ['invalidChoice'] });
    });

    it('requires a user and the CSRF header', async () => {
      expect((await put({ locale: 'fr' })).statusCode).toBe(401);
      const { token } = await t.loginAs(Role.PrivateUser);
      expect((await put({ locale: 'fr' }, { authorization: `Bearer ${token}` })).statusCode).toBe(419);
    });
  });
});
