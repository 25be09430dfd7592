import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type AdminAccountRow, type Paged } from '@routier/domain';
import { users, type UserRow } from '../../db/schema/index.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { TEST_PASSWORD } from '../../test/factories.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('admin accounts console', () => {
  let t: TestApp;
  let admin: Session;
  let pendingDealer: UserRow;
  let pendingPrivate: UserRow;
  let approvedDealer: Session;
  const emails = (body: Paged<AdminAccountRow>) => body.data.map((a) => a.email);
  const day = (n: number) => new Date(t.deps.clock().getTime() - n * 86_400_000);

  const get = async (who: Session, query = '') => {
    const res = await t.app.inject({ url: `/api/admin/accounts${query}`, headers: who.headers });
    return { status: res.statusCode, body: res.json() };
  };
  /** Saving one's settings is a gated route (spec: an account not approved cannot submit profile forms). */
  const saveProfile = (headers: Session['headers'], user: Pick<UserRow, 'id'>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/dealers/${user.id}`,
      headers,
      payload: { first_name: 'Noah', last_name: 'Campbell', phone: '416-555-0142' },
    });
  const put = async (who: Session, id: number | string, action: 'approve' | 'deactivate') => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/accounts/${id}/${action}`, headers: who.headers });
    await t.drainJobs();
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAs(Role.Admin, { email: 'boss@routier.test', createdAt: day(30) });
    const lakeshore = await t.createBusiness(3, { name: 'Lakeshore Auto Group' });
    pendingDealer = await t.createUser(Role.Dealer, {
      email: 'noah@lakeshore.test',
      firstName: 'Noah',
      lastName: 'Campbell',
      businessDetailsId: lakeshore.id,
      active: false,
      locale: 'fr',
      createdAt: day(1),
    });
    pendingPrivate = await t.createUser(Role.PrivateUser, {
      email: 'priya@example.test',
      firstName: 'Priya',
      active: false,
      createdAt: day(2),
    });
    await t.createUser(Role.Dealer, { email: 'gone@example.test', active: false, deletedAt: day(1), createdAt: day(3) });
    approvedDealer = await t.loginAs(Role.Dealer, { email: 'approved@example.test', createdAt: day(10) });
  });
  afterAll(() => t.close());

  describe('GET /admin/accounts', () => {
    it('lists accounts waiting for approval, newest first, with their business name', async () => {
      const { status, body } = await get(admin);
      expect(status).toBe(200);
      expect(emails(body)).toEqual(['noah@lakeshore.test', 'priya@example.test']);
      expect(body.data[0]).toEqual({
        id: pendingDealer.id,
        email: 'noah@lakeshore.test',
        first_name: 'Noah',
        last_name: 'Campbell',
        role: 3,
        business_name: 'Lakeshore Auto Group',
        active: false,
        status: 'pending',
        email_verified_at: '2026-11-21T15:00:00.000Z',
        created_at: '2026-11-20T15:00:00.000Z',
      });
      expect(body.meta).toMatchObject({ total: 2, per_page: 15 });
    });

    it('lists approved accounts and all accounts, never deleted ones', async () => {
      expect(emails((await get(admin, '?status=active')).body)).toEqual(['approved@example.test', 'boss@routier.test']);
      expect(emails((await get(admin, '?status=all')).body)).toEqual([
        'noah@lakeshore.test',
        'priya@example.test',
        'approved@example.test',
        'boss@routier.test',
      ]);
    });

    it('searches on email, names and business name', async () => {
      expect(emails((await get(admin, '?search=PRIYA@')).body)).toEqual(['priya@example.test']);
      expect(emails((await get(admin, '?search=noah%20camp')).body)).toEqual(['noah@lakeshore.test']);
      expect(emails((await get(admin, '?status=all&search=lakeshore%20auto')).body)).toEqual(['noah@lakeshore.test']);
      expect(emails((await get(admin, '?search=nobody')).body)).toEqual([]);
    });

    it('answers 422 for an unknown status or page', async () => {
      const res = await get(admin, '?status=deleted&page=0');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ errors: { status: ['invalidChoice'], page: ['invalidChoice'] } });
    });
  });

  describe('PUT /admin/accounts/:id/approve', () => {
    it('approves the account, which then opens the gated routes, and mails the user in his language', async () => {
      const session = await t.tokenFor(pendingDealer);
      const before = await saveProfile(session.headers, pendingDealer);
      expect(before.statusCode).toBe(403);

      const { status, body } = await put(admin, pendingDealer.id, 'approve');
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: pendingDealer.id, active: true, business_name: 'Lakeshore Auto Group' });
      const [row] = await t.db.select().from(users).where(eq(users.id, pendingDealer.id));
      expect(row.approvedAt?.toISOString()).toBe('2026-11-21T15:00:00.000Z');

      const mail = t.lastMailTo('noah@lakeshore.test');
      expect(mail?.subject).toBe('Votre compte Routier est approuvé');
      expect(mail?.text).toContain('http://routier.test/login');

      const after = await saveProfile(session.headers, pendingDealer);
      expect(after.statusCode).toBe(200);
      expect(emails((await get(admin)).body)).toEqual(['priya@example.test']);
    });

    it('mails only once when an approved account is approved again', async () => {
      const before = t.mails.length;
      expect((await put(admin, pendingDealer.id, 'approve')).status).toBe(200);
      expect(t.mails.length).toBe(before);
    });

    it('mails in English to an English-speaking user', async () => {
      await put(admin, pendingPrivate.id, 'approve');
      expect(t.lastMailTo('priya@example.test')?.subject).toBe('Your Routier account is approved');
    });
  });

  describe('PUT /admin/accounts/:id/deactivate', () => {
    it('deactivates the account: the user is signed out at once and cannot sign in again', async () => {
      const { status, body } = await put(admin, approvedDealer.user.id, 'deactivate');
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: approvedDealer.user.id, active: false });
      expect((await saveProfile(approvedDealer.headers, approvedDealer.user)).statusCode).toBe(401);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/web-login',
        headers: csrfHeaders,
        payload: { email: 'approved@example.test', password: TEST_PASSWORD },
      });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ errors: { email: ['accountSuspended'] } });
    });

    it('tells the user in his language, once', async () => {
      const fr = await t.createUser(Role.PrivateUser, { email: 'lea@example.test', locale: 'fr' });
      await put(admin, fr.id, 'deactivate');
      const mail = t.lastMailTo('lea@example.test');
      expect(mail?.subject).toBe('Votre compte Routier a été désactivé');
      expect(mail?.text).toContain('http://routier.test/login');
      const before = t.mails.length;
      await put(admin, fr.id, 'deactivate');
      expect(t.mails.length).toBe(before);
    });

    it('refuses to let an admin deactivate himself', async () => {
      const res = await put(admin, admin.user.id, 'deactivate');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'account.cannot_deactivate_self' });
    });
  });

  describe('errors and access', () => {
    it('answers 404 for an unknown or deleted account and 422 for a bad id', async () => {
      expect((await put(admin, 999_999, 'approve')).status).toBe(404);
      const [gone] = await t.db.select().from(users).where(eq(users.email, 'gone@example.test'));
      expect((await put(admin, gone.id, 'deactivate')).status).toBe(404);
      expect((await put(admin, 'abc', 'approve')).status).toBe(422);
    });

    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ url: '/api/admin/accounts' })).statusCode).toBe(401);
    });

    it('answers 403 to every other role', async () => {
      for (const role of [
        Role.Accountant,
        Role.Dealer,
        Role.SubDealer,
        Role.TransportCompany,
        Role.Dispatcher,
        Role.Driver,
        Role.PrivateUser,
      ]) {
        const who = await t.loginAs(role);
        expect((await get(who)).status).toBe(403);
        expect((await put(who, pendingPrivate.id, 'deactivate')).status).toBe(403);
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, pendingPrivate.id));
      expect(row.active).toBe(true);
    });
  });
});
