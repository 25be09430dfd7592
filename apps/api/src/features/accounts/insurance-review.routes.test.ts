import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NotificationType, Role } from '@routier/domain';
import { businessDetails, notifications } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipart } from '../../test/multipart.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Issue 15 point 6: a carrier proposes its insurance expiry; only an admin's approval makes it count. */
describe('insurance expiry is reviewed by an admin', () => {
  let t: TestApp;
  let admin: Session;
  let createOrder: ReturnType<typeof createOrderFactory>['createOrder'];
  let customer: Awaited<ReturnType<TestApp['createUser']>>;

  const upload = (who: Session) => {
    const body = multipart([{ name: 'certificate.pdf', type: 'application/pdf', bytes: PDF }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/insurance/files',
      headers: { ...who.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const propose = (who: Session, expiry: string) =>
    t.app.inject({ method: 'PUT', url: '/api/insurance/expiry-date', headers: who.headers, payload: { expiry_date: expiry } });
  const review = (who: Session | null, id: number, action: 'approve' | 'refuse', payload?: object) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/insurance-proposals/${id}/${action}`, headers: who?.headers, payload });
  const offer = async () =>
    (await createOrder(customer, { status: 3, shippingMethod: 3, initialTcPriceCents: 60_000, dueDate: '2026-12-01' })).id;
  const bid = async (who: Session) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/bids/${await offer()}`,
        headers: who.headers,
        payload: { amount: 500, eta: '2026/11/25' },
      })
    ).statusCode;
  const apply = async (who: Session) =>
    (await t.app.inject({ url: `/api/orders/accept/${await offer()}`, headers: who.headers })).statusCode;
  const confirmedExpiry = async (businessId: number) =>
    (await t.db.select().from(businessDetails).where(eq(businessDetails.id, businessId)))[0].expiryDate;
  const expiredCarrier = async (name = 'Late Haulage') => {
    const business = await t.createBusiness(5, { name, expiryDate: '2026-10-31' });
    return t.loginAs(Role.TransportCompany, { businessDetailsId: business.id });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    ({ createOrder } = createOrderFactory(t.deps));
    admin = await t.loginAs(Role.Admin);
    customer = await t.createUser(Role.Dealer);
  });
  afterAll(() => t.close());

  it('an expired carrier that proposes 2099 still cannot bid or apply; once an admin approves, it can', async () => {
    const carrier = await expiredCarrier();
    const businessId = carrier.user.businessDetailsId!;
    expect((await upload(carrier)).statusCode).toBe(200);
    const res = await propose(carrier, '2099/12/31');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      expiry_date: '2026-10-31',
      proposal: { expiry_date: '2099-12-31', status: 'pending', reviewed_at: null, refusal_reason: null },
    });
    expect(await confirmedExpiry(businessId)).toBe('2026-10-31');
    const me = await t.app.inject({ url: '/api/users/me', headers: carrier.headers });
    expect(me.json().business_details.expiry_date).toBe('2026-10-31');
    expect(await bid(carrier)).toBe(403);
    expect(await apply(carrier)).toBe(403);

    const approved = await review(admin, res.json().proposal.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ expiry_date: '2099-12-31', proposal: { status: 'approved' } });
    expect(await confirmedExpiry(businessId)).toBe('2099-12-31');
    // the approval is audited: who, the company's expiry before and after
    const audit = await t.app.inject({
      url: `/api/admin/audit?subject_type=insurance&subject_id=${res.json().proposal.id}`,
      headers: admin.headers,
    });
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'insurance_approve',
        actor: expect.objectContaining({ id: admin.user.id }),
        before: { business_id: businessId, expiry_date: '2026-10-31' },
        after: { business_id: businessId, expiry_date: '2099-12-31' },
      }),
    ]);
    // deciding it again is refused and writes nothing more
    expect((await review(admin, res.json().proposal.id, 'approve')).statusCode).toBe(409);
    const again = await t.app.inject({
      url: `/api/admin/audit?subject_type=insurance&subject_id=${res.json().proposal.id}`,
      headers: admin.headers,
    });
    expect(again.json().data).toHaveLength(1);
    expect(await bid(carrier)).toBe(200);
    expect(await apply(carrier)).toBe(200);
    // the carrier is told, and a decided proposal cannot be decided again
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, carrier.user.id), eq(notifications.type, NotificationType.InsuranceReviewed)));
    expect(told).toHaveLength(1);
    expect((await review(admin, res.json().proposal.id, 'refuse', { reason: 'Too late for this.' })).statusCode).toBe(409);
  });

  it('tells every admin of a new proposal', async () => {
    const second = await t.loginAs(Role.Admin);
    const carrier = await expiredCarrier('Nord Transport');
    await upload(carrier);
    await propose(carrier, '2027-06-30');
    for (const who of [admin, second]) {
      const list = await t.app.inject({ url: '/api/users/notifications', headers: who.headers });
      expect(list.statusCode).toBe(200);
      const titles = (list.json().data as { title: string }[]).map((n) => n.title);
      expect(titles).toContain('Nord Transport proposed a new insurance expiry to review');
    }
  });

  it('needs a certificate on file and a date not in the past; bad input changes nothing', async () => {
    const carrier = await expiredCarrier();
    const none = await propose(carrier, '2027/05/01');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ expiry_date: ['insuranceCertificateRequired'] });
    await upload(carrier);
    expect((await propose(carrier, '2026/11/20')).json().errors).toEqual({ expiry_date: ['dateBeforeToday'] });
    expect((await propose(carrier, '2027/02/31')).json().errors).toEqual({ expiry_date: ['invalidDate'] });
    const list = await t.app.inject({ url: '/api/insurance/files', headers: carrier.headers });
    expect(list.json()).toMatchObject({ expiry_date: '2026-10-31', proposal: null });
  });

  it('a new proposal replaces the pending one, which can no longer be approved', async () => {
    const carrier = await expiredCarrier();
    await upload(carrier);
    const first = (await propose(carrier, '2027/03/01')).json().proposal.id;
    const second = (await propose(carrier, '2027/04/01')).json().proposal;
    expect(second).toMatchObject({ expiry_date: '2027-04-01', status: 'pending' });
    expect((await review(admin, first, 'approve')).statusCode).toBe(409);
    expect(await confirmedExpiry(carrier.user.businessDetailsId!)).toBe('2026-10-31');
    expect((await review(admin, second.id, 'approve')).statusCode).toBe(200);
    expect(await confirmedExpiry(carrier.user.businessDetailsId!)).toBe('2027-04-01');
  });

  it('a refusal needs a reason, keeps the confirmed date, and shows the carrier why', async () => {
    const carrier = await expiredCarrier();
    await upload(carrier);
    const id = (await propose(carrier, '2028/01/31')).json().proposal.id;
    const noReason = await review(admin, id, 'refuse', {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['isRequired'] });
    const refused = await review(admin, id, 'refuse', { reason: 'The certificate ends on 2027-01-31.' });
    expect(refused.statusCode).toBe(200);
    expect(await confirmedExpiry(carrier.user.businessDetailsId!)).toBe('2026-10-31');
    const mine = await t.app.inject({ url: '/api/insurance/files', headers: carrier.headers });
    expect(mine.json()).toMatchObject({
      expiry_date: '2026-10-31',
      proposal: { expiry_date: '2028-01-31', status: 'refused', refusal_reason: 'The certificate ends on 2027-01-31.' },
    });
    expect(await bid(carrier)).toBe(403);
  });

  it('an approval and a refusal at once: exactly one wins, the other answers 409', async () => {
    const carrier = await expiredCarrier();
    await upload(carrier);
    const id = (await propose(carrier, '2027/08/31')).json().proposal.id;
    const other = await t.loginAs(Role.Admin);
    const results = await Promise.all([
      review(admin, id, 'approve'),
      review(other, id, 'refuse', { reason: 'Not the right policy.' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const expiry = await confirmedExpiry(carrier.user.businessDetailsId!);
    expect(results[0].statusCode === 200 ? '2027-08-31' : '2026-10-31').toBe(expiry);
  });

  it('the account review shows a carrier its confirmed expiry, its proposal and its certificates with signed links', async () => {
    const carrier = await expiredCarrier();
    await upload(carrier);
    await propose(carrier, '2027/09/30');
    const res = await t.app.inject({ url: `/api/admin/accounts/${carrier.user.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const { insurance } = res.json();
    expect(insurance).toMatchObject({ expiry_date: '2026-10-31', proposal: { expiry_date: '2027-09-30', status: 'pending' } });
    expect(insurance.data).toHaveLength(1);
    const url = new URL(insurance.data[0].path_url);
    const download = await t.app.inject({ url: url.pathname + url.search });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const dealer = await t.createUser(Role.Dealer);
    expect((await t.app.inject({ url: `/api/admin/accounts/${dealer.id}`, headers: admin.headers })).json().insurance).toBeNull();
  });

  it('only an admin approves or refuses: 401 anonymous, 403 every other role, the carrier itself included', async () => {
    const carrier = await expiredCarrier();
    await upload(carrier);
    const id = (await propose(carrier, '2099/12/31')).json().proposal.id;
    expect([401, 419]).toContain((await review(null, id, 'approve')).statusCode);
    const others = [carrier, await t.loginAs(Role.Dispatcher, { businessDetailsId: carrier.user.businessDetailsId })];
    for (const role of [Role.Accountant, Role.Dealer, Role.SubDealer, Role.TransportCompany, Role.Driver, Role.PrivateUser])
      others.push(await t.loginAs(role));
    for (const who of others) {
      expect((await review(who, id, 'approve')).statusCode, `role ${who.user.role}`).toBe(403);
      expect((await review(who, id, 'refuse', { reason: 'Looks wrong to me.' })).statusCode).toBe(403);
    }
    expect(await confirmedExpiry(carrier.user.businessDetailsId!)).toBe('2026-10-31');
    expect((await review(admin, 999_999, 'approve')).statusCode).toBe(404);
  });
});
