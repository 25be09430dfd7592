import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Role, type ViewAsSession } from '@routier/domain';
import { auditLog } from '../../db/schema/index.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';

type Session = { headers: Record<string, string> };

/** POST /admin/users/{id}/view-as: an operator's read-only, audited, 15-minute session of a user (decision 069). */
describe('viewing the product as a user', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['loginAs']>>;

  const call = async (who: Session | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers: who?.headers ?? csrfHeaders, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const viewAs = async (userId: number, by: Session = admin) => {
    const res = await call(by, 'POST', `/admin/users/${userId}/view-as`);
    return { ...res, session: res.body as ViewAsSession };
  };
  const as = (token: string): Session => ({ headers: { authorization: `Bearer ${token}`, ...csrfHeaders } });
  const entries = (subjectId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user_view_as'), eq(auditLog.subjectId, subjectId)));

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAs(Role.Admin);
  });
  afterAll(() => t.close());

  it("gives the operator a read-only session of a dealer: he reads the dealer's pages, every change is refused", async () => {
    const dealer = await t.loginAs(Role.Dealer, { firstName: 'Denis', lastName: 'Marchand' });
    const { status, session } = await viewAs(dealer.user.id);
    expect(status).toBe(200);
    expect(session.user).toMatchObject({ id: dealer.user.id, first_name: 'Denis', last_name: 'Marchand' });
    expect(new Date(session.expires_at).getTime() - t.deps.clock().getTime()).toBe(15 * 60_000);

    const viewer = as(session.token);
    expect(await call(viewer, 'GET', '/users/me')).toMatchObject({ status: 200, body: { id: dealer.user.id } });
    // his My orders list is a POST that only reads: allowed
    expect((await call(viewer, 'POST', '/orders/all/1', {})).status).toBe(200);

    const refused = { status: 403, body: { message: 'auth.read_only' } };
    expect(await call(viewer, 'PUT', '/users/locale', { locale: 'fr' })).toEqual(refused);
    expect(await call(viewer, 'POST', '/orders', {})).toEqual(refused);
    expect(await call(viewer, 'POST', '/live/ticket')).toEqual(refused);
    // the dealer's own session is untouched and may still change things
    expect((await call(dealer, 'PUT', '/users/locale', { locale: 'fr' })).status).toBe(200);
  });

  it('records who viewed as whom in the audit log, and nothing when refused', async () => {
    const carrier = await t.loginAs(Role.TransportCompany);
    await viewAs(carrier.user.id);
    const [entry, ...more] = await entries(carrier.user.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      subjectType: 'user',
      subjectId: carrier.user.id,
      after: { read_only: true, minutes: 15 },
    });

    const other = await t.loginAs(Role.Admin);
    const accountant = await t.loginAs(Role.Accountant);
    expect(await call(admin, 'POST', `/admin/users/${other.user.id}/view-as`)).toEqual({
      status: 403,
      body: { message: 'account.cannot_view_as_staff' },
    });
    expect((await viewAs(accountant.user.id)).status).toBe(403);
    expect((await viewAs(admin.user.id)).status).toBe(403);
    expect(await entries(other.user.id)).toEqual([]);
    expect(await entries(accountant.user.id)).toEqual([]);
    // only an admin may open one, and not from a read-only session
    const dealer = await t.loginAs(Role.Dealer);
    expect((await viewAs(carrier.user.id, dealer)).status).toBe(403);
    expect((await viewAs(999_999)).status).toBe(404);
  });

  it('ends after 15 minutes', async () => {
    const dealer = await t.loginAs(Role.Dealer);
    const { session } = await viewAs(dealer.user.id);
    const start = t.deps.clock();
    try {
      t.setNow(new Date(start.getTime() + 15 * 60_000 - 1000));
      expect((await call(as(session.token), 'GET', '/users/me')).status).toBe(200);
      t.setNow(new Date(start.getTime() + 15 * 60_000));
      expect((await call(as(session.token), 'GET', '/users/me')).status).toBe(401);
      // the dealer's own session lasts
      expect((await call(dealer, 'GET', '/users/me')).status).toBe(200);
    } finally {
      t.setNow(start);
    }
  });

  it('ends when the user is deactivated, and a deactivated account cannot be viewed', async () => {
    const dealer = await t.loginAs(Role.Dealer);
    const { session } = await viewAs(dealer.user.id);
    expect((await call(admin, 'PUT', `/admin/accounts/${dealer.user.id}/deactivate`)).status).toBe(200);
    expect((await call(as(session.token), 'GET', '/users/me')).status).toBe(401);
    expect(await viewAs(dealer.user.id)).toMatchObject({ status: 409, body: { message: 'account.view_as_deactivated' } });
  });

  it('a view-as opened at the moment the user is deactivated never outlives the deactivation', async () => {
    for (let round = 0; round < 5; round += 1) {
      const dealer = await t.loginAs(Role.Dealer);
      const [opened, deactivated] = await Promise.all([
        viewAs(dealer.user.id),
        call(admin, 'PUT', `/admin/accounts/${dealer.user.id}/deactivate`),
      ]);
      expect(deactivated.status).toBe(200);
      if (opened.status === 200) {
        expect((await call(as(opened.session.token), 'GET', '/users/me')).status).toBe(401);
      } else {
        expect(opened).toMatchObject({ status: 409, body: { message: 'account.view_as_deactivated' } });
        expect(await entries(dealer.user.id)).toEqual([]);
      }
    }
  });

  it('ends when the operator is no longer an admin', async () => {
    const operator = await t.loginAs(Role.Admin);
    const dealer = await t.loginAs(Role.Dealer);
    const { session } = await viewAs(dealer.user.id, operator);
    expect((await call(as(session.token), 'GET', '/users/me')).status).toBe(200);
    const edit = { first_name: 'Ex', last_name: 'Operator', phone: '416-555-0100', role: Role.Accountant };
    expect((await call(admin, 'PUT', `/admin/users/${operator.user.id}`, edit)).status).toBe(200);
    expect((await call(as(session.token), 'GET', '/users/me')).status).toBe(401);
  });

  it('ends when the operator presses Stop (the sign-out of that session only)', async () => {
    const dealer = await t.loginAs(Role.Dealer);
    const { session } = await viewAs(dealer.user.id);
    expect((await call(as(session.token), 'POST', '/auth/web-logout')).status).toBe(200);
    expect((await call(as(session.token), 'GET', '/users/me')).status).toBe(401);
    expect((await call(dealer, 'GET', '/users/me')).status).toBe(200);
    expect((await call(admin, 'GET', '/users/me')).status).toBe(200);
  });
});
