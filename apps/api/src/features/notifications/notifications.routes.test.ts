import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, OrderStatus, Role, type NotificationList } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { notify } from './notifications.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('GET /users/notifications and the read calls', () => {
  let t: TestApp;
  let factory: ReturnType<typeof createOrderFactory>;
  let dealer: Session;
  let other: Session;

  const send = (who: Session, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const list = async (who: Session, query = '') => {
    const res = await send(who, 'GET', `/api/users/notifications${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as NotificationList;
  };
  const unread = async (who: Session) => (await send(who, 'GET', '/api/users/notifications/unread')).json();

  /** A notification for a user on an order, `minutesAgo` before now. */
  const tell = async (who: Session, orderId: number | null, orderNumber: string, minutesAgo: number) => {
    const at = new Date('2026-11-21T15:00:00Z');
    await notify(
      t.db,
      { clock: () => new Date(at.getTime() - minutesAgo * 60_000) },
      {
        userIds: [who.user.id],
        type: NotificationType.CarrierAssigned,
        orderId,
        params: { order_number: orderNumber },
      },
    );
  };

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer, { locale: 'fr' });
    other = await t.loginAs(Role.PrivateUser);
  });
  afterAll(() => t.close());

  it('starts empty, with last_page 0 and nothing unread', async () => {
    const empty = await list(dealer);
    expect(empty.data).toEqual([]);
    expect(empty.meta).toMatchObject({ last_page: 0, total: 0, from: null, to: null });
    expect(empty.unread_count).toBe(0);
    expect(empty.unread_notification_order_ids).toEqual([]);
  });

  it('lists newest first in pages of 15, sortable by date, titles in the reader language, with the unread set', async () => {
    const a = await factory.createOrder(dealer.user, { status: OrderStatus.Active });
    const b = await factory.createOrder(dealer.user, { status: OrderStatus.Active });
    for (let i = 0; i < 17; i++) await tell(dealer, i % 2 ? a.id : b.id, i % 2 ? a.orderNumber : b.orderNumber, i);
    await tell(other, a.id, a.orderNumber, 0);

    const first = await list(dealer);
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, from: 1, to: 15, total: 17, per_page: 15 });
    expect(first.data[0]).toMatchObject({
      order_id: b.id,
      order_number: b.orderNumber,
      title: `Un transporteur a pris la commande ${b.orderNumber}`,
      read: false,
    });
    const dates = first.data.map((n) => n.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.unread_count).toBe(17);
    expect(first.unread_notification_order_ids).toEqual([a.id, b.id].sort((x, y) => x - y));

    const oldestFirst = await list(dealer, '?order_by=created_at&order_direction=asc&page=2');
    expect(oldestFirst.meta).toMatchObject({ current_page: 2, from: 16, to: 17 });
    expect(oldestFirst.data.map((n) => n.created_at)).toEqual([...oldestFirst.data.map((n) => n.created_at)].sort());
    expect(oldestFirst.links.prev).toContain('page=1');
    // a page past the end still tells the unread notifications
    const pastEnd = await list(dealer, '?page=3');
    expect(pastEnd.data).toEqual([]);
    expect(pastEnd.meta).toMatchObject({ total: 17 });
    expect(pastEnd.unread_count).toBe(17);
    expect(pastEnd.unread_notification_order_ids).toEqual([a.id, b.id].sort((x, y) => x - y));

    // titles in the language asked for, else the reader's saved one
    expect((await list(dealer, '?locale=en')).data[0].title).toBe(`A carrier was assigned to order ${b.orderNumber}`);
    expect((await send(dealer, 'GET', '/api/users/notifications?locale=de')).statusCode).toBe(422);
    expect((await send(dealer, 'GET', '/api/users/notifications?order_by=title')).statusCode).toBe(422);
    expect((await send(dealer, 'GET', '/api/users/notifications?page=0')).statusCode).toBe(422);
    // another user's list holds only his own
    expect((await list(other)).data.map((n) => n.order_id)).toEqual([a.id]);
  });

  it('reading an order clears that order only, for the caller only; mark all clears the rest', async () => {
    const before = await unread(dealer);
    const [orderId, otherOrderId] = before.unread_notification_order_ids as number[];

    // someone else naming the dealer's order changes nothing of the dealer's
    const foreign = await send(other, 'PUT', '/api/users/notifications/read', { order_id: otherOrderId });
    expect(foreign.statusCode).toBe(200);
    expect(await unread(dealer)).toEqual(before);

    const read = await send(dealer, 'PUT', '/api/users/notifications/read', { order_id: orderId });
    expect(read.statusCode).toBe(200);
    expect(read.json().unread_notification_order_ids).toEqual([otherOrderId]);
    const after = await list(dealer);
    expect(after.data.filter((n) => n.order_id === orderId).every((n) => n.read)).toBe(true);
    expect(after.data.filter((n) => n.order_id === otherOrderId).every((n) => !n.read)).toBe(true);

    expect((await send(dealer, 'PUT', '/api/users/notifications/read', { order_id: 'x' })).statusCode).toBe(422);
    const all = await send(dealer, 'PUT', '/api/users/notifications/read-all');
    expect(all.json()).toEqual({ unread_count: 0, unread_notification_order_ids: [] });
    // the other user's notification is still unread
    expect((await unread(other)).unread_count).toBe(1);
  });

  it('is for customers, carriers and admins; not for accountants or drivers; 401 anonymous', async () => {
    expect((await t.app.inject({ url: '/api/users/notifications' })).statusCode).toBe(401);
    for (const role of [Role.Accountant, Role.Driver]) {
      const who = await t.loginAs(role);
      expect((await send(who, 'GET', '/api/users/notifications')).statusCode).toBe(403);
    }
    for (const role of [Role.SubDealer, Role.TransportCompany, Role.Dispatcher, Role.Admin]) {
      const who = await t.loginAs(role);
      expect((await send(who, 'GET', '/api/users/notifications/unread')).statusCode).toBe(200);
    }
    // a pending account still reads its notifications (its approval is one of them)
    const pending = await t.loginAs(Role.Dealer, { active: false });
    expect((await send(pending, 'GET', '/api/users/notifications')).statusCode).toBe(200);
  });
});

describe('e-mail muting', () => {
  let t: TestApp;
  let factory: ReturnType<typeof createOrderFactory>;

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
  });
  afterAll(() => t.close());

  it('lists the switches of the role and saves the muted kinds; essential kinds cannot be muted', async () => {
    const customer = await t.loginAs(Role.PrivateUser);
    const prefs = await t.app.inject({ url: '/api/users/notification-preferences', headers: customer.headers });
    expect(prefs.json()).toEqual({
      available: ['quote_received', 'carrier_assigned', 'load_delivered', 'order_delayed', 'request_decided', 'chat_message'],
      muted: [],
    });
    const save = (payload: object, who = customer) =>
      t.app.inject({ method: 'PUT', url: '/api/users/notification-preferences', headers: who.headers, payload });
    expect((await save({ muted: ['account_approved'] })).statusCode).toBe(422);
    expect((await save({ muted: ['bid_decided'] })).json().errors).toEqual({ muted: ['invalidChoice'] });
    const saved = await save({ muted: ['carrier_assigned', 'chat_message'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().muted).toEqual(['carrier_assigned', 'chat_message']);

    const carrier = await t.loginAs(Role.Dispatcher);
    expect(
      (await t.app.inject({ url: '/api/users/notification-preferences', headers: carrier.headers })).json().available,
    ).toEqual(['quote_accepted', 'bid_decided', 'request_decided', 'chat_message']);
  });

  it('a muted kind still creates the notification but sends no e-mail; others still get theirs', async () => {
    const dealer = await t.loginAs(Role.Dealer);
    const subDealer = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId });
    const carrier = await t.loginAs(Role.TransportCompany);
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/notification-preferences',
      headers: dealer.headers,
      payload: { muted: ['carrier_assigned'] },
    });
    const order = await factory.createOrder(subDealer.user, {
      status: OrderStatus.Active,
      shippingMethod: 3,
      dueDate: '2026-12-01',
    });
    expect((await t.app.inject({ url: `/api/orders/accept/${order.id}`, headers: carrier.headers })).statusCode).toBe(200);
    await t.drainJobs();

    expect(t.mails.filter((m) => m.to === dealer.user.email)).toEqual([]);
    expect(t.lastMailTo(subDealer.user.email)?.subject).toBe(`A carrier was assigned to order ${order.orderNumber}`);
    const list = (await t.app.inject({ url: '/api/users/notifications', headers: dealer.headers })).json() as NotificationList;
    expect(list.data).toMatchObject([{ type: 'carrier_assigned', order_id: order.id, read: false }]);
  });
});
