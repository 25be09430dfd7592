import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, sandboxToken, TaskStatus, type AdminBidRow, type NotificationList } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
const NOW = new Date('2026-11-21T15:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

/**
 * Who is told of each event, and that no one else is: the order's customer side (its owner and, for a
 * sub-dealer's order, his dealer), the carrier company holding the job (account and dispatchers), the
 * admins for requests and chat.
 */
describe('notifications of order events', () => {
  let t: TestApp;
  let factory: ReturnType<typeof createOrderFactory>;
  let dealer: Session;
  let subDealer: Session;
  let otherDealer: Session;
  let privateUser: Session;
  let carrier: Session;
  let dispatcher: Session;
  let driver: Session;
  let otherCarrier: Session;
  let admin: Session;
  let accountant: Session;
  let everyone: Session[];

  const send = (who: Session, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  /** [type, order_id] of everything a user was told, newest first. */
  const told = async (who: Session) => {
    const res = await send(who, 'GET', '/api/users/notifications?order_direction=desc');
    if (res.statusCode === 403) return [];
    expect(res.statusCode).toBe(200);
    return (res.json() as NotificationList).data.map((n) => [n.type, n.order_id] as const);
  };
  /** Everyone told of this event (type on this order) since the last call. */
  const recipients = async (type: string, orderId: number | null) => {
    const out: Session[] = [];
    for (const who of everyone) if ((await told(who)).some(([k, o]) => k === type && o === orderId)) out.push(who);
    return out.map((s) => s.user.email).sort();
  };
  const emails = (...who: Session[]) => who.map((s) => s.user.email).sort();

  const heldJob = async (owner: Session, status: OrderStatus = OrderStatus.InProgress, acceptedHours = 24) => {
    const order = await factory.createOrder(owner.user, {
      status,
      carrierBusinessId: carrier.user.businessDetailsId,
      acceptedByTcAt: hoursAgo(acceptedHours),
      dueDate: '2026-11-25',
    });
    const load = await factory.createLoad(order.id, {
      driverUserId: driver.user.id,
      status: TaskStatus.Accepted,
      progress: 1,
      carIds: order.cars.map((c) => c.id),
    });
    return { order, load };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    t.setNow(NOW);
    factory = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer, { locale: 'fr' });
    subDealer = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId });
    otherDealer = await t.loginAs(Role.Dealer);
    privateUser = await t.loginAs(Role.PrivateUser);
    carrier = await t.loginAs(Role.TransportCompany);
    dispatcher = await t.loginAs(Role.Dispatcher, { businessDetailsId: carrier.user.businessDetailsId });
    driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId });
    otherCarrier = await t.loginAs(Role.TransportCompany);
    admin = await t.loginAs(Role.Admin);
    accountant = await t.loginAs(Role.Accountant);
    everyone = [dealer, subDealer, otherDealer, privateUser, carrier, dispatcher, driver, otherCarrier, admin, accountant];
  });
  afterAll(() => t.close());

  it('order booked: only the customer who paid', async () => {
    const order = await factory.createOrder(privateUser.user, {
      currentStep: 3,
      distanceKm: 540.7,
      startAt: '2026-11-23',
      bookable: true,
    });
    expect((await send(privateUser, 'POST', `/api/pricing-options/${order.id}`, { shipping_method: 3 })).statusCode).toBe(200);
    const token = sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'n0nce1');
    const paid = await send(privateUser, 'POST', `/api/checkout/${order.id}`, {
      agree_with_terms: true,
      dry_run_fee_terms: true,
      paid_with_card: true,
      card: { token },
    });
    expect(paid.statusCode).toBe(200);
    expect(await recipients('order_booked', order.id)).toEqual(emails(privateUser));
  });

  it('carrier assigned: the sub-dealer who ordered and his dealer, mailed in their language; not the carrier', async () => {
    const order = await factory.createOrder(subDealer.user, {
      status: OrderStatus.Active,
      shippingMethod: 3,
      dueDate: '2026-12-01',
    });
    expect((await send(carrier, 'GET', `/api/orders/accept/${order.id}`)).statusCode).toBe(200);
    expect(await recipients('carrier_assigned', order.id)).toEqual(emails(subDealer, dealer));
    await t.drainJobs();
    expect(t.lastMailTo(dealer.user.email)?.subject).toBe(`Un transporteur a pris la commande ${order.orderNumber}`);
    expect(t.lastMailTo(subDealer.user.email)?.subject).toBe(`A carrier was assigned to order ${order.orderNumber}`);
  });

  it('bid decided: the bidding company (account and dispatchers), accepted or declined', async () => {
    const order = await factory.createOrder(privateUser.user, {
      status: OrderStatus.Active,
      shippingMethod: 3,
      initialTcPriceCents: 60_000,
      dueDate: '2026-12-01',
    });
    expect((await send(dispatcher, 'POST', `/api/bids/${order.id}`, { amount: 700, eta: '2026/11/28' })).statusCode).toBe(200);
    expect((await send(otherCarrier, 'POST', `/api/bids/${order.id}`, { amount: 650, eta: '2026/11/28' })).statusCode).toBe(200);
    const bids = (await send(admin, 'GET', '/api/admin/bids')).json().data as AdminBidRow[];
    const ours = bids.find((b) => b.order?.id === order.id && b.amount === 700)!;
    expect((await send(admin, 'POST', `/api/admin/bids/${ours.id}/accept`)).statusCode).toBe(200);

    const decided = await told(carrier);
    expect(decided).toContainEqual(['bid_decided', order.id]);
    expect(await recipients('bid_decided', order.id)).toEqual(emails(carrier, dispatcher, otherCarrier));
    const titles = async (who: Session) =>
      ((await send(who, 'GET', '/api/users/notifications')).json() as NotificationList).data.map((n) => n.title);
    expect(await titles(dispatcher)).toContain(`Your bid on order ${order.orderNumber} was accepted`);
    expect(await titles(otherCarrier)).toContain(`Your bid on order ${order.orderNumber} was declined`);
    // the customer learns that a carrier took it
    expect(await recipients('carrier_assigned', order.id)).toEqual(emails(privateUser));
    await t.drainJobs();
    expect(t.lastMailTo(dispatcher.user.email)?.subject).toBe(`Your bid on order ${order.orderNumber} was accepted`);
  });

  it('load status: the customer side of the order, not the carrier nor another customer', async () => {
    const { order, load } = await heldJob(dealer);
    expect((await send(driver, 'PUT', `/api/loads/status/${load.id}`, { from: 1 })).statusCode).toBe(200);
    expect(await recipients('load_status', order.id)).toEqual(emails(dealer));
    const [row] = ((await send(dealer, 'GET', '/api/users/notifications')).json() as NotificationList).data;
    expect(row.title).toBe(`Commande ${order.orderNumber}\u00a0: chargement au ramassage`);
  });

  it('delay: the customer, with the e-mail; the carrier that reported it is not told', async () => {
    const { order } = await heldJob(privateUser);
    const res = await send(dispatcher, 'POST', `/api/orders/report-issue/${order.id}`, {
      type: 'delay',
      reason: 'mechanical_issue',
      new_eta: '2026/11/28',
    });
    expect(res.statusCode).toBe(200);
    expect(await recipients('order_delayed', order.id)).toEqual(emails(privateUser));
    await t.drainJobs();
    expect(t.lastMailTo(privateUser.user.email)?.subject).toBe(`Order ${order.orderNumber} delayed`);
  });

  it('requests: the admins are told of a new one; both parties of the decision', async () => {
    const { order } = await heldJob(dealer, OrderStatus.InProgress, 30);
    const request = await send(carrier, 'POST', `/api/orders/cancel-request/${order.id}`, { reason: 'Driver quit the company' });
    expect(request.statusCode).toBe(200);
    expect(await recipients('request_created', order.id)).toEqual(emails(admin));
    expect((await send(admin, 'PUT', `/api/admin/order-requests/${request.json().id}/approve`)).statusCode).toBe(200);
    expect(await recipients('request_decided', order.id)).toEqual(emails(dealer, carrier, dispatcher));
    // the job is no longer the carrier's: its row opens the offer
    const released = ((await send(carrier, 'GET', '/api/users/notifications')).json() as NotificationList).data;
    expect(released.find((n) => n.type === 'request_decided' && n.order_id === order.id)?.opens).toBe('offer');

    const completion = await heldJob(privateUser);
    const asked = await send(privateUser, 'PUT', `/api/orders/${completion.order.id}/complete`);
    expect(asked.statusCode).toBe(200);
    expect(await recipients('request_created', completion.order.id)).toEqual(emails(admin));
    expect(
      (await send(admin, 'PUT', `/api/admin/order-requests/${asked.json().id}/decline`, { comment: 'Not yet' })).statusCode,
    ).toBe(200);
    expect(await recipients('request_decided', completion.order.id)).toEqual(emails(privateUser, carrier, dispatcher));
  });

  it('chat: a customer message tells the admins; an admin answer tells the thread party only', async () => {
    const { order } = await heldJob(subDealer);
    expect((await send(subDealer, 'POST', `/api/order-logs/${order.id}`, { comment: 'Where is my car?' })).statusCode).toBe(200);
    expect(await recipients('chat_message', order.id)).toEqual(emails(dealer, admin));

    const answer = await send(admin, 'POST', `/api/order-logs/${order.id}?thread=carrier`, {
      comment: 'Please call the customer',
    });
    expect(answer.statusCode).toBe(200);
    const carrierTold = (await told(carrier)).filter(([k, o]) => k === 'chat_message' && o === order.id);
    expect(carrierTold).toHaveLength(1);
    expect((await told(otherCarrier)).some(([, o]) => o === order.id)).toBe(false);
    expect((await told(privateUser)).some(([, o]) => o === order.id)).toBe(false);
  });

  it('account approved or rejected: only the account holder', async () => {
    const pending = await t.loginAs(Role.TransportCompany, { active: false });
    const rejected = await t.loginAs(Role.PrivateUser, { active: false });
    expect((await send(admin, 'PUT', `/api/admin/accounts/${pending.user.id}/approve`)).statusCode).toBe(200);
    expect(
      (await send(admin, 'PUT', `/api/admin/accounts/${rejected.user.id}/reject`, { reason: 'Unknown business' })).statusCode,
    ).toBe(200);
    expect(await told(pending)).toEqual([['account_approved', null]]);
    expect(await told(rejected)).toEqual([['account_rejected', null]]);
    for (const who of everyone) expect((await told(who)).some(([k]) => k.startsWith('account_'))).toBe(false);
  });
});
