import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, TaskStatus, type NotificationList, type NotificationPreferences } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { multipart } from '../../test/multipart.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
const NOW = new Date('2026-11-21T15:00:00Z');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Issue 19 §7: what needs the operators reaches every active admin as a notification (bell and list), and by
 * e-mail unless he muted that kind, queued with the row it follows: issue and delay reports, customers' and
 * carriers' messages, fuel-fee claims (carrier-pay.routes.test) and insurance certificates waiting for review.
 */
describe('the operators are told of what needs them', () => {
  let t: TestApp;
  let factory: ReturnType<typeof createOrderFactory>;
  let admin: Session;
  let adminFr: Session;
  let accountant: Session;
  let dealer: Session;
  let carrier: Session;
  let driver: Session;

  const send = (who: Session, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const listOf = async (who: Session) => {
    const res = await send(who, 'GET', '/api/users/notifications?order_direction=desc');
    return res.statusCode === 200 ? (res.json() as NotificationList).data : [];
  };
  const heldJob = async () => {
    const order = await factory.createOrder(dealer.user, {
      status: OrderStatus.InProgress,
      carrierBusinessId: carrier.user.businessDetailsId,
      acceptedByTcAt: new Date(NOW.getTime() - 48 * 3_600_000),
      dueDate: '2026-11-25',
    });
    await factory.createLoad(order.id, {
      driverUserId: driver.user.id,
      status: TaskStatus.Accepted,
      progress: 1,
      carIds: order.cars.map((c) => c.id),
    });
    return order;
  };
  const mailsTo = (who: Session) => t.mails.filter((m) => m.to === who.user.email);

  beforeAll(async () => {
    t = await buildTestApp();
    t.setNow(NOW);
    factory = createOrderFactory(t.deps);
    admin = await t.loginAs(Role.Admin);
    adminFr = await t.loginAs(Role.Admin, { locale: 'fr' });
    accountant = await t.loginAs(Role.Accountant);
    dealer = await t.loginAs(Role.Dealer);
    carrier = await t.loginAs(Role.TransportCompany);
    driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId });
  });
  afterAll(() => t.close());

  it('a delay report: every admin, in his language, by e-mail too; not the accountant', async () => {
    const order = await heldJob();
    const res = await send(driver, 'POST', `/api/orders/report-issue/${order.id}`, {
      type: 'delay',
      reason: 'mechanical_issue',
      new_eta: '2026/11/28',
    });
    expect(res.statusCode).toBe(200);
    const mine = (await listOf(admin)).find((n) => n.type === 'delay_reported' && n.order_id === order.id);
    expect(mine).toMatchObject({ title: `Delay reported on order ${order.orderNumber}, new date: Nov 28, 2026`, read: false });
    const theirs = (await listOf(adminFr)).find((n) => n.type === 'delay_reported' && n.order_id === order.id);
    expect(theirs?.title).toBe(`Retard signalé sur la commande ${order.orderNumber}, nouvelle date\u00a0: 28 nov. 2026`);
    expect((await listOf(accountant)).some((n) => n.order_id === order.id)).toBe(false);
    const unread = (await send(admin, 'GET', '/api/users/notifications/unread')).json();
    expect(unread.unread_notification_order_ids).toContain(order.id);
    await t.drainJobs();
    const mail = t.lastMailTo(admin.user.email);
    expect(mail?.subject).toBe(`Order ${order.orderNumber}: delay reported`);
    expect(mail?.text).toContain(`/admin/orders/${order.id}`);
    expect(t.lastMailTo(adminFr.user.email)?.subject).toBe(`Commande ${order.orderNumber}\u00a0: retard signalé`);
  });

  it('an issue report names the issue; a refused report tells no one', async () => {
    const order = await heldJob();
    const bad = await send(carrier, 'POST', `/api/orders/report-issue/${order.id}`, { type: 'delay', reason: 'driver_sick' });
    expect(bad.statusCode).toBe(422);
    expect((await listOf(admin)).some((n) => n.order_id === order.id)).toBe(false);
    const res = await send(carrier, 'POST', `/api/cars/report-issue/${order.cars[0].id}`, {
      type: 'pickup_problem',
      reason: 'missing_keys',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listOf(admin)).filter((n) => n.order_id === order.id).map((n) => [n.type, n.title])).toEqual([
      ['issue_reported', `The carrier reported a pickup problem on order ${order.orderNumber}`],
    ]);
    // the customer is not told of a pickup problem between the carrier and the operators
    expect((await listOf(dealer)).some((n) => n.order_id === order.id)).toBe(false);
    await t.drainJobs();
    expect(t.lastMailTo(admin.user.email)?.text).toContain('a pickup problem');
  });

  it('a message from the customer or the carrier reaches the admins with its text; an admin’s own does not', async () => {
    const order = await heldJob();
    expect((await send(dealer, 'POST', `/api/order-logs/${order.id}`, { comment: 'Where is my car?' })).statusCode).toBe(200);
    expect((await send(carrier, 'POST', `/api/order-logs/${order.id}`, { comment: 'Gate code please' })).statusCode).toBe(200);
    expect((await listOf(admin)).filter((n) => n.type === 'chat_message' && n.order_id === order.id)).toHaveLength(2);
    await t.drainJobs();
    const texts = mailsTo(admin)
      .filter((m) => m.subject === `New message on order ${order.orderNumber}`)
      .map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts.join('\n')).toContain('Where is my car?');
    expect(texts.join('\n')).toContain('Gate code please');
    expect(
      (await send(admin, 'POST', `/api/order-logs/${order.id}?thread=carrier`, { comment: 'Code is 1234' })).statusCode,
    ).toBe(200);
    expect((await listOf(adminFr)).filter((n) => n.type === 'chat_message' && n.order_id === order.id)).toHaveLength(2);
    expect((await listOf(admin)).filter((n) => n.type === 'chat_message' && n.order_id === order.id)).toHaveLength(2);
  });

  it('an insurance certificate waiting for review opens that account', async () => {
    const business = await t.createBusiness(5, { name: 'Review Me Transport', expiryDate: '2026-12-31' });
    const owner = await t.loginAs(Role.TransportCompany, { businessDetailsId: business.id });
    const body = multipart([{ name: 'certificate.pdf', type: 'application/pdf', bytes: PDF }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/insurance/files',
      headers: { ...owner.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await send(owner, 'PUT', '/api/insurance/expiry-date', { expiry_date: '2027/12/31' })).statusCode).toBe(200);
    const row = (await listOf(admin)).find((n) => n.type === 'insurance_proposed' && n.account_id === owner.user.id);
    expect(row).toMatchObject({ opens: 'insurance-review', order_id: null });
    await t.drainJobs();
    const mail = t.lastMailTo(admin.user.email);
    expect(mail?.subject).toBe('Insurance to review: Review Me Transport');
    expect(mail?.text).toContain(`/admin/accounts?status=all&review=${owner.user.id}`);
  });

  it('an admin chooses the e-mails he gets; the bell and the list still tell him', async () => {
    const prefs = (await send(adminFr, 'GET', '/api/users/notification-preferences')).json() as NotificationPreferences;
    expect(prefs.available).toEqual([
      'issue_reported',
      'delay_reported',
      'chat_message',
      'fuel_fee_claimed',
      'insurance_proposed',
    ]);
    const saved = await send(adminFr, 'PUT', '/api/users/notification-preferences', { muted: ['delay_reported'] });
    expect(saved.statusCode).toBe(200);
    await t.drainJobs();
    const before = mailsTo(adminFr).length;
    const order = await heldJob();
    const res = await send(carrier, 'POST', `/api/orders/report-issue/${order.id}`, {
      type: 'delay',
      reason: 'driver_sick',
      new_eta: '2026/11/29',
    });
    expect(res.statusCode).toBe(200);
    await t.drainJobs();
    expect(mailsTo(adminFr).length).toBe(before);
    expect((await listOf(adminFr)).some((n) => n.type === 'delay_reported' && n.order_id === order.id)).toBe(true);
    expect(t.lastMailTo(admin.user.email)?.subject).toBe(`Order ${order.orderNumber}: delay reported`);
    // an accountant has no such switches
    const refused = await send(accountant, 'PUT', '/api/users/notification-preferences', { muted: ['delay_reported'] });
    expect(refused.statusCode).toBe(403);
  });
});
