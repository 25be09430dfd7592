import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type AdminAccountRow, type Paged } from '@routier/domain';
import { users, type UserRow } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const OTHER_ROLES = [
  Role.Accountant,
  Role.Dealer,
  Role.SubDealer,
  Role.TransportCompany,
  Role.Dispatcher,
  Role.Driver,
  Role.PrivateUser,
];

describe('admin reviews an applicant, rejects with a reason, and sees each account status', () => {
  let t: TestApp;
  let admin: Session;
  let dealer: UserRow;
  const day = (n: number) => new Date(t.deps.clock().getTime() - n * 86_400_000);

  const call = async (who: Session | null, method: 'GET' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/admin/accounts${url}`,
      headers: who?.headers,
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const reject = (who: Session | null, id: number, reason: unknown) => call(who, 'PUT', `/${id}/reject`, { reason });
  const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
  const listed = async (status: string) =>
    ((await call(admin, 'GET', `?status=${status}`)).body as Paged<AdminAccountRow>).data.map((a) => [a.email, a.status]);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAs(Role.Admin, { createdAt: day(30) });
    const maple = await t.createBusiness(3, {
      name: 'Érable Autos',
      type: 2,
      address: '1200 Rue Peel',
      city: 'Montréal',
      province: 'QC',
      zipCode: 'H3B 2T6',
      email: 'ventes@erable.test',
      phone: '514-555-0150',
      dealerLicense: 'OMVIC-9',
      taxId: '123456789RT0001',
    });
    dealer = await t.createUser(Role.Dealer, {
      email: 'julie@erable.test',
      firstName: 'Julie',
      lastName: 'Gagnon',
      phone: '514-555-0151',
      businessDetailsId: maple.id,
      active: false,
      locale: 'fr',
      createdAt: day(2),
    });
  });
  afterAll(() => t.close());

  it("GET /admin/accounts/:id shows the applicant's role, person, business, address, phone, email and registration date", async () => {
    const { status, body } = await call(admin, 'GET', `/${dealer.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: dealer.id,
      email: 'julie@erable.test',
      first_name: 'Julie',
      last_name: 'Gagnon',
      role: Role.Dealer,
      phone: '514-555-0151',
      locale: 'fr',
      status: 'pending',
      created_at: day(2).toISOString(),
      rejection_reason: null,
      business: {
        name: 'Érable Autos',
        type: 2,
        address: '1200 Rue Peel',
        city: 'Montréal',
        province: 'QC',
        postal_code: 'H3B 2T6',
        email: 'ventes@erable.test',
        phone: '514-555-0150',
        dealer_license: 'OMVIC-9',
        tax_id: '123456789RT0001',
        shipping_methods: [],
      },
    });
    expect(body).not.toHaveProperty('password_hash');
    expect(body).not.toHaveProperty('passwordHash');
    expect((await call(admin, 'GET', '/999999')).status).toBe(404);
  });

  it('a reason is required, 5 to 500 characters, without control characters; bad input changes nothing', async () => {
    const mailsBefore = t.mails.length;
    expect((await reject(admin, dealer.id, undefined)).body.errors).toEqual({ reason: ['isRequired'] });
    expect((await reject(admin, dealer.id, '  no ')).body.errors).toEqual({ reason: ['reasonTooShort'] });
    expect((await reject(admin, dealer.id, 'x'.repeat(501))).body.errors).toEqual({ reason: ['reasonTooLong'] });
    const nul = await reject(admin, dealer.id, 'bad\u0000reason');
    expect(nul.status).toBe(422);
    expect(nul.body.errors).toEqual({ reason: ['invalidCharacters'] });
    expect((await row(dealer.id)).rejectedAt).toBeNull();
    expect(t.mails.length).toBe(mailsBefore);
  });

  it('rejects with a reason, mailed to the applicant in French when that is her language', async () => {
    const reason = 'Le numéro de permis OMVIC est introuvable.';
    const { status, body } = await reject(admin, dealer.id, `  ${reason} `);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: dealer.id, active: false, status: 'rejected' });
    const saved = await row(dealer.id);
    expect(saved.rejectionReason).toBe(reason);
    expect(saved.rejectedAt?.toISOString()).toBe(t.deps.clock().toISOString());

    await t.drainJobs();
    const mail = t.lastMailTo('julie@erable.test');
    expect(mail?.subject).toBe('Votre demande de compte Routier n’a pas été acceptée');
    expect(mail?.text).toContain(reason);
    expect(mail?.html).toContain('lang="fr"');
    expect((await call(admin, 'GET', `/${dealer.id}`)).body).toMatchObject({ status: 'rejected', rejection_reason: reason });
  });

  it('mails in English to an English-speaking applicant, and only once', async () => {
    const carrier = await t.createUser(Role.TransportCompany, { email: 'sam@haul.test', active: false, locale: 'en' });
    await reject(admin, carrier.id, 'Your USDOT number does not match the company name.');
    await t.drainJobs();
    const mail = t.lastMailTo('sam@haul.test');
    expect(mail?.subject).toBe('Your Routier account application was not accepted');
    expect(mail?.text).toContain('Your USDOT number does not match the company name.');
    const before = t.mails.length;
    expect((await reject(admin, carrier.id, 'Another reason entirely.')).status).toBe(200);
    expect(t.mails.length).toBe(before);
    expect((await row(carrier.id)).rejectionReason).toBe('Your USDOT number does not match the company name.');
  });

  it('an active account is deactivated, not rejected (409)', async () => {
    const active = await t.createUser(Role.PrivateUser, { active: true });
    const res = await reject(admin, active.id, 'Changed my mind about this one.');
    expect(res.status).toBe(409);
    expect((await row(active.id)).active).toBe(true);
  });

  it('a deactivated account shows as Deactivated, not Pending; approving again makes it active', async () => {
    const former = await t.createUser(Role.PrivateUser, { email: 'former@example.test', active: true, createdAt: day(5) });
    const waiting = await t.createUser(Role.PrivateUser, { email: 'waiting@example.test', active: false, createdAt: day(4) });
    expect((await call(admin, 'PUT', `/${former.id}/deactivate`)).body).toMatchObject({ status: 'deactivated' });
    expect(await listed('pending')).toEqual([['waiting@example.test', 'pending']]);
    expect(await listed('deactivated')).toEqual([['former@example.test', 'deactivated']]);
    expect(await listed('rejected')).toEqual([
      ['sam@haul.test', 'rejected'],
      ['julie@erable.test', 'rejected'],
    ]);
    expect((await call(admin, 'PUT', `/${former.id}/approve`)).body).toMatchObject({ status: 'active' });
    expect(await listed('deactivated')).toEqual([]);
    expect(waiting.active).toBe(false);
  });

  it('approving a rejected applicant clears the rejection', async () => {
    expect((await call(admin, 'PUT', `/${dealer.id}/approve`)).body).toMatchObject({ status: 'active' });
    const saved = await row(dealer.id);
    expect([saved.rejectedAt, saved.rejectionReason]).toEqual([null, null]);
  });

  it('only an admin may read an applicant or reject one: 401 anonymous, 403 every other role (accountant included)', async () => {
    const applicant = await t.createUser(Role.PrivateUser, { active: false });
    expect((await call(null, 'GET', `/${applicant.id}`)).status).toBe(401);
    // an anonymous write is refused before anything else (CSRF, then authentication)
    expect([401, 419]).toContain((await reject(null, applicant.id, 'A perfectly fine reason.')).status);
    for (const role of OTHER_ROLES) {
      const who = await t.loginAs(role);
      expect((await call(who, 'GET', `/${applicant.id}`)).status, `GET as ${role}`).toBe(403);
      expect((await reject(who, applicant.id, 'A perfectly fine reason.')).status, `reject as ${role}`).toBe(403);
    }
    expect((await row(applicant.id)).rejectedAt).toBeNull();
  });
});
