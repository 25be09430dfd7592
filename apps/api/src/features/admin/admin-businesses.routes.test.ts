import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role, type AdminBusinessReview, type CheckoutDetails } from '@routier/domain';
import { auditLog, businessDetails, users, type UserRow } from '../../db/schema/index.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { checkoutDrafts, loginFilledDealer, type TestSession as Session } from '../../test/checkout-setup.js';
import { TEST_PASSWORD } from '../../test/factories.js';

const consents = { agree_with_terms: true, dry_run_fee_terms: true };

describe("the operator's management of accounts", () => {
  let t: TestApp;
  let admin: Session;
  let drafts: ReturnType<typeof checkoutDrafts>;

  const call = async (who: Session | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers: who?.headers ?? csrfHeaders, payload });
    await t.drainJobs();
    return { status: res.statusCode, body: res.json() };
  };
  const entries = (action: string, subjectId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)))
      .orderBy(auditLog.id);
  const signIn = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: csrfHeaders,
      payload: { email, password: TEST_PASSWORD },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    drafts = checkoutDrafts(t);
    admin = await t.loginAs(Role.Admin, { email: 'ops@routier.test' });
  });
  afterAll(() => t.close());

  describe('GET /admin/businesses/:id', () => {
    it("shows a carrier's details, numbers, insurance state, regions, members and rating", async () => {
      const business = await t.createBusiness(5, {
        name: 'Transports Boréal',
        cvor: '123456789',
        usdot: 'US-778',
        iccmc: 'MC-42',
        insuranceCompanyName: 'Intact',
        policyNumber: 'P-1',
        generalLiabilityCents: 200_000_000,
        expiryDate: '2026-12-31',
        provinces: ['ON', 'QC'],
        shippingMethods: [3],
      });
      const owner = await t.createUser(Role.TransportCompany, { businessDetailsId: business.id, email: 'owner@boreal.test' });
      await t.createUser(Role.Driver, { businessDetailsId: business.id, email: 'driver@boreal.test', parentId: owner.id });
      const { status, body } = await call(admin, 'GET', `/admin/businesses/${business.id}`);
      expect(status).toBe(200);
      const review = body as AdminBusinessReview;
      expect(review).toMatchObject({
        id: business.id,
        kind: 5,
        name: 'Transports Boréal',
        cvor: '123456789',
        usdot: 'US-778',
        iccmc: 'MC-42',
        insurance_company_name: 'Intact',
        general_liability: 2_000_000,
        insurance_status: { state: 'valid' },
        insurance: { data: [], expiry_date: '2026-12-31', proposal: null },
        regions: ['ON', 'QC'],
        can_pay_with_invoice: false,
        is_auction: false,
        rating: { average: null, count: 0 },
        coupons: [],
        discounts: [],
      });
      expect(review.members.map((m) => [m.email, m.role, m.status])).toEqual([
        ['owner@boreal.test', Role.TransportCompany, 'active'],
        ['driver@boreal.test', Role.Driver, 'active'],
      ]);
      expect((await call(admin, 'GET', '/admin/businesses/999999')).status).toBe(404);
    });
  });

  describe('PUT /admin/businesses/:id/flags', () => {
    it('lets a business pay by invoice at checkout once the flag is set, and records who changed what', async () => {
      const dealer = await loginFilledDealer(t, { business: { name: 'Garage Lachine' } });
      const businessId = dealer.user.businessDetailsId!;
      const order = await drafts.pricedDraft(dealer);
      const byInvoice = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/checkout/${order.id}`,
          headers: dealer.headers,
          payload: { ...consents, paid_with_card: false },
        });
      expect((await byInvoice()).json()).toMatchObject({ errors: { paid_with_card: ['invoiceNotAllowed'] } });

      const res = await call(admin, 'PUT', `/admin/businesses/${businessId}/flags`, {
        can_pay_with_invoice: true,
        is_auction: false,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ can_pay_with_invoice: true, is_auction: false });
      const [entry] = await entries('business_flags', businessId);
      expect(entry).toMatchObject({
        actorUserId: admin.user.id,
        subjectType: 'business',
        before: { can_pay_with_invoice: false, is_auction: false },
        after: { can_pay_with_invoice: true, is_auction: false },
      });
      expect((await byInvoice()).json()).toMatchObject({ status: 'succeeded' });
    });

    it("leaves the fuel fee out of an auction's invoice payment once the auction flag is set", async () => {
      const dealer = await loginFilledDealer(t, { business: { name: 'Encan Sud', canPayWithInvoice: true } });
      const businessId = dealer.user.businessDetailsId!;
      const order = await drafts.pricedDraft(dealer);
      const excluded = async () =>
        (
          (
            await t.app.inject({ url: `/api/checkout/${order.id}?paid_with_card=0`, headers: dealer.headers })
          ).json() as CheckoutDetails
        ).price_breakdown.fuel_fee_excluded;
      expect(await excluded()).toBe(false);
      await call(admin, 'PUT', `/admin/businesses/${businessId}/flags`, { can_pay_with_invoice: true, is_auction: true });
      expect(await excluded()).toBe(true);
      const [entry] = await entries('business_flags', businessId);
      expect(entry).toMatchObject({ before: { is_auction: false }, after: { is_auction: true } });
    });

    it('records nothing when nothing changes, refuses bad input and a carrier, and keeps the row as it was', async () => {
      const dealer = await loginFilledDealer(t, { business: { canPayWithInvoice: true } });
      const businessId = dealer.user.businessDetailsId!;
      const same = await call(admin, 'PUT', `/admin/businesses/${businessId}/flags`, {
        can_pay_with_invoice: true,
        is_auction: false,
      });
      expect(same.status).toBe(200);
      const bad = await call(admin, 'PUT', `/admin/businesses/${businessId}/flags`, { can_pay_with_invoice: 'yes' });
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ errors: { can_pay_with_invoice: ['invalidChoice'], is_auction: ['invalidChoice'] } });
      expect(await entries('business_flags', businessId)).toEqual([]);

      const carrier = await t.createBusiness(5);
      const refused = await call(admin, 'PUT', `/admin/businesses/${carrier.id}/flags`, {
        can_pay_with_invoice: true,
        is_auction: false,
      });
      expect(refused.status).toBe(409);
      expect(await entries('business_flags', carrier.id)).toEqual([]);
      const [row] = await t.db.select().from(businessDetails).where(eq(businessDetails.id, carrier.id));
      expect(row.canPayWithInvoice).toBe(false);
    });

    it('two operators setting flags at once are recorded one after the other, each with what it replaced', async () => {
      const dealer = await loginFilledDealer(t);
      const businessId = dealer.user.businessDetailsId!;
      const other = await t.loginAs(Role.Admin);
      const results = await Promise.all([
        call(admin, 'PUT', `/admin/businesses/${businessId}/flags`, { can_pay_with_invoice: true, is_auction: false }),
        call(other, 'PUT', `/admin/businesses/${businessId}/flags`, { can_pay_with_invoice: true, is_auction: true }),
      ]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      const log = await entries('business_flags', businessId);
      // each entry's "before" is the previous entry's "after": no change was lost between a read and a write
      expect(log[0].before).toEqual({ can_pay_with_invoice: false, is_auction: false });
      for (let i = 1; i < log.length; i++) expect(log[i].before).toEqual(log[i - 1].after);
      const [row] = await t.db.select().from(businessDetails).where(eq(businessDetails.id, businessId));
      expect({ can_pay_with_invoice: row.canPayWithInvoice, is_auction: row.isAuction }).toEqual(log[log.length - 1].after);
    });
  });

  describe('users', () => {
    it("edits a user's name, phone and role within his business, recording only what changed", async () => {
      const dealer = await loginFilledDealer(t);
      const sub = await t.createUser(Role.Dealer, {
        businessDetailsId: dealer.user.businessDetailsId,
        email: 'sub@lachine.test',
      });
      const res = await call(admin, 'PUT', `/admin/users/${sub.id}`, {
        first_name: ' Marie ',
        last_name: sub.lastName,
        phone: '(514) 555 0199',
        role: Role.SubDealer,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: sub.id, first_name: 'Marie', role: Role.SubDealer });
      const [row] = await t.db.select().from(users).where(eq(users.id, sub.id));
      expect(row).toMatchObject({ firstName: 'Marie', phone: '514-555-0199', role: Role.SubDealer, parentId: dealer.user.id });
      const [entry] = await entries('user_edit', sub.id);
      expect(entry).toMatchObject({
        actorUserId: admin.user.id,
        subjectType: 'user',
        before: { first_name: sub.firstName, phone: '416-555-0100', role: Role.Dealer },
        after: { first_name: 'Marie', phone: '514-555-0199', role: Role.SubDealer },
      });
    });

    it('refuses a role outside the business, a bad phone and his own role, writing nothing', async () => {
      const dealer = await loginFilledDealer(t);
      const base = { first_name: 'A', last_name: 'B', phone: '416-555-0100' };
      const driver = await call(admin, 'PUT', `/admin/users/${dealer.user.id}`, { ...base, role: Role.Driver });
      expect(driver.status).toBe(422);
      expect(driver.body).toMatchObject({ errors: { role: ['invalidChoice'] } });
      const phone = await call(admin, 'PUT', `/admin/users/${dealer.user.id}`, { ...base, phone: '12', role: Role.Dealer });
      expect(phone.body).toMatchObject({ errors: { phone: ['invalidPhone'] } });
      const self = await call(admin, 'PUT', `/admin/users/${admin.user.id}`, { ...base, role: Role.Accountant });
      expect(self.status).toBe(403);
      expect(await entries('user_edit', dealer.user.id)).toEqual([]);
      expect(await entries('user_edit', admin.user.id)).toEqual([]);
      const [row] = await t.db.select().from(users).where(eq(users.id, dealer.user.id));
      expect(row.role).toBe(Role.Dealer);
    });

    it('deactivating ends his sessions at once and bars his sign-in until he is reactivated, both recorded', async () => {
      const dealer = await t.loginAs(Role.Dealer, { email: 'barred@example.test' });
      expect((await call(dealer, 'GET', '/users/me')).status).toBe(200);
      expect((await call(admin, 'PUT', `/admin/accounts/${dealer.user.id}/deactivate`)).status).toBe(200);
      expect((await call(dealer, 'GET', '/users/me')).status).toBe(401);
      const refused = await signIn('barred@example.test');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { email: ['accountSuspended'] } });
      const [off] = await entries('user_deactivate', dealer.user.id);
      expect(off).toMatchObject({ actorUserId: admin.user.id, before: { active: true }, after: { active: false } });

      expect((await call(admin, 'PUT', `/admin/accounts/${dealer.user.id}/approve`)).status).toBe(200);
      expect((await signIn('barred@example.test')).statusCode).toBe(200);
      const [on] = await entries('user_reactivate', dealer.user.id);
      expect(on).toMatchObject({ actorUserId: admin.user.id, before: { active: false }, after: { active: true } });
    });

    it('an admin cannot deactivate himself, and nothing is recorded', async () => {
      expect((await call(admin, 'PUT', `/admin/accounts/${admin.user.id}/deactivate`)).status).toBe(403);
      expect(await entries('user_deactivate', admin.user.id)).toEqual([]);
    });
  });

  describe('POST /admin/businesses/:id/coupons', () => {
    it('issues dollars off that every user of the business sees at checkout and among his coupons, and no other business does', async () => {
      const dealer = await loginFilledDealer(t, { business: { canPayWithInvoice: true } });
      const businessId = dealer.user.businessDetailsId!;
      const sub = await t.loginAs(Role.SubDealer, { businessDetailsId: businessId, parentId: dealer.user.id });
      const res = await call(admin, 'POST', `/admin/businesses/${businessId}/coupons`, {
        kind: 'amount',
        value: 75.5,
        expires_on: '2026-12-31',
      });
      expect(res.status).toBe(200);
      const review = res.body as AdminBusinessReview;
      expect(review.coupons).toMatchObject([{ amount: 75.5, used_at: null }]);
      const couponId = review.coupons[0].id;
      const [entry] = await entries('business_coupon', businessId);
      expect(entry).toMatchObject({
        actorUserId: admin.user.id,
        subjectType: 'business',
        before: null,
        after: { coupon_id: couponId, amount: 75.5, expires_on: '2026-12-31' },
      });

      const order = await drafts.pricedDraft(sub);
      const details = (await call(sub, 'GET', `/checkout/${order.id}`)).body as CheckoutDetails;
      expect(details.coupons.map((c) => c.id)).toEqual([couponId]);
      expect((await call(dealer, 'GET', '/coupons')).body.data.map((c: { id: number }) => c.id)).toEqual([couponId]);
      const other = await loginFilledDealer(t);
      expect((await call(other, 'GET', '/coupons')).body.data).toEqual([]);
    });

    it('issues a percent off every order of the business until the day ends', async () => {
      const dealer = await loginFilledDealer(t);
      const businessId = dealer.user.businessDetailsId!;
      const res = await call(admin, 'POST', `/admin/businesses/${businessId}/coupons`, {
        kind: 'percent',
        value: 10,
        expires_on: '2026-12-31',
      });
      expect(res.status).toBe(200);
      // the end of Dec 31 in Toronto
      expect(res.body.discounts).toEqual([{ percent: 10, expiry_date: '2027-01-01T05:00:00.000Z' }]);
      expect((await call(dealer, 'GET', '/users/me')).body.discount).toEqual([
        { percent: 10, expiry_date: '2027-01-01T05:00:00.000Z' },
      ]);
      expect(await entries('business_coupon', businessId)).toHaveLength(1);
    });

    it('refuses a past day, an amount out of the rules and a carrier, writing nothing', async () => {
      const dealer = await loginFilledDealer(t);
      const businessId = dealer.user.businessDetailsId!;
      const post = (body: object, id = businessId) => call(admin, 'POST', `/admin/businesses/${id}/coupons`, body);
      const today = await post({ kind: 'amount', value: 20, expires_on: '2026-11-21' });
      expect(today.status).toBe(422);
      expect(today.body).toMatchObject({ errors: { expires_on: ['dateBeforeToday'] } });
      expect((await post({ kind: 'percent', value: 60, expires_on: '2026-12-31' })).body).toMatchObject({
        errors: { value: ['outOfRange'] },
      });
      expect((await post({ kind: 'amount', value: 10.005, expires_on: '2026-12-31' })).status).toBe(422);
      expect((await post({ kind: 'gift', value: 10, expires_on: '2026-12-31' })).status).toBe(422);
      const carrier = await t.createBusiness(5);
      expect((await post({ kind: 'amount', value: 20, expires_on: '2026-12-31' }, carrier.id)).status).toBe(409);
      expect(await entries('business_coupon', businessId)).toEqual([]);
      expect(await entries('business_coupon', carrier.id)).toEqual([]);
    });
  });

  it('only an admin may review a business, set its flags, issue coupons or edit a user', async () => {
    const dealer = await loginFilledDealer(t);
    const businessId = dealer.user.businessDetailsId!;
    const calls = [
      ['GET', `/admin/businesses/${businessId}`, undefined],
      ['PUT', `/admin/businesses/${businessId}/flags`, { can_pay_with_invoice: true, is_auction: true }],
      ['POST', `/admin/businesses/${businessId}/coupons`, { kind: 'amount', value: 10, expires_on: '2026-12-31' }],
      ['PUT', `/admin/users/${dealer.user.id}`, { first_name: 'X', last_name: 'Y', phone: '416-555-0100', role: 3 }],
    ] as const;
    for (const [method, url, body] of calls) expect((await call(null, method, url, body)).status).toBe(401);
    for (const role of [Role.Accountant, Role.Dealer, Role.SubDealer, Role.TransportCompany, Role.Driver, Role.PrivateUser]) {
      const who = await t.loginAs(role);
      for (const [method, url, body] of calls) expect((await call(who, method, url, body)).status).toBe(403);
    }
    const deactivatedAdmin: UserRow = await t.createUser(Role.Admin, { active: false });
    const session = await t.tokenFor(deactivatedAdmin);
    expect((await call({ user: deactivatedAdmin, ...session } as Session, 'GET', calls[0][1])).status).toBe(403);
    const [row] = await t.db.select().from(businessDetails).where(eq(businessDetails.id, businessId));
    expect(row).toMatchObject({ canPayWithInvoice: false, isAuction: false });
    expect(await entries('business_flags', businessId)).toEqual([]);
    expect(await entries('business_coupon', businessId)).toEqual([]);
  });
});
