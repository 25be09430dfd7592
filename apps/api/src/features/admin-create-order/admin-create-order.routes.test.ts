import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { OrderStatus, Role, sandboxToken, type AdminOrderDetail, type OrderDetail } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { loginFilledDealer, type TestSession as Session } from '../../test/checkout-setup.js';
import { createOrderFactory, MONTREAL, TORONTO } from '../../test/order-factory.js';
import { auditLog, notifications, orders } from '../../db/schema/index.js';

const OTTAWA = { ...TORONTO, address: '111 Wellington St', city: 'Ottawa', lat: 45.4236, lng: -75.7009, zip_code: 'K1A 0A9' };
const addresses = (to = MONTREAL) => ({
  from: { ...TORONTO, company: 'Bay Motors' },
  to,
  origin_type_id: 1,
  destination_type_id: 2,
  cars_amount: 1,
});
const car = { vin: '2HGFC2F58MH210137', type: 1, make: 'Honda', model: 'Civic', year: 2021, is_operable: true };
const end = (name: string, email: string) => ({ name, email, phone: '(514) 555-0142', notes: 'Ring twice' });
const contacts = { pickup: end('Ana', 'ana@example.com'), destination: end('Ben', 'ben@example.com'), release_form: 'no' };
const CONSENTS = { agree_with_terms: true, dry_run_fee_terms: true };
const VISA = sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'n0nce9');

describe('the operator creates an order for a customer (POST /admin/orders, its wizard, POST /admin/orders/{id}/send)', () => {
  let t: TestApp;
  let admin: Session;
  let dealer: Session;
  let carrier: Session;

  const call = (who: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const create = (who: Session, payload: object) => call(who, 'POST', '/admin/orders', payload);
  const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const orderCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
  const auditCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;
  const audit = async (id: number) =>
    ((await call(admin, 'GET', `/admin/orders/${id}`)).json() as AdminOrderDetail).audit.map((a) => ({
      action: a.action,
      actor: a.actor.id,
      before: a.before,
      after: a.after,
    }));
  /** The wizard's steps as the operator fills them in: addresses, the car and start date, the price, the contacts. */
  const fillIn = async (id: number, steps: { price?: boolean; contacts?: boolean } = {}) => {
    expect((await call(admin, 'PUT', `/orders/${id}`, addresses())).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/cars/batch-edit/${id}`, { cars: [car], start_at: '2026/11/23' })).statusCode).toBe(200);
    if (steps.price !== false)
      expect((await call(admin, 'POST', `/pricing-options/${id}`, { shipping_method: 3 })).statusCode).toBe(200);
    if (steps.contacts !== false)
      expect((await call(admin, 'POST', `/new-contact-details/${id}`, contacts)).statusCode).toBe(200);
  };
  const newOrder = async () => {
    const res = await create(admin, { customer_user_id: dealer.user.id });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number }).id;
  };
  const pay = (id: number, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/checkout/${id}`,
      headers: { ...dealer.headers, 'idempotency-key': `admin-created-order-${key}` },
      payload: { ...CONSENTS, paid_with_card: true, card: { token: VISA } },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAs(Role.Admin);
    dealer = await loginFilledDealer(t);
    carrier = await t.loginAs(Role.TransportCompany);
  });
  afterAll(() => t.close());

  it('lets only an active admin create one, for an active customer, and refuses bad input with 422 changing nothing', async () => {
    const before = [await orderCount(), await auditCount()];
    expect((await create(dealer, { customer_user_id: dealer.user.id })).statusCode).toBe(403);
    const inactive = await t.loginAs(Role.Admin, { active: false });
    expect((await create(inactive, { customer_user_id: dealer.user.id })).statusCode).toBe(403);

    const asleep = await t.loginAs(Role.Dealer, { active: false });
    for (const [payload, field] of [
      [{}, 'customer_user_id'],
      [{ customer_user_id: 'x' }, 'customer_user_id'],
      [{ customer_user_id: -1 }, 'customer_user_id'],
      [{ customer_user_id: carrier.user.id }, 'customer_user_id'],
      [{ customer_user_id: admin.user.id }, 'customer_user_id'],
      [{ customer_user_id: asleep.user.id }, 'customer_user_id'],
      [{ customer_user_id: 999_999 }, 'customer_user_id'],
    ] as const) {
      const res = await create(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect([await orderCount(), await auditCount()]).toEqual(before);
  });

  it('creates a draft the customer owns, marked created by an admin, in the audit log', async () => {
    const id = await newOrder();
    expect(await row(id)).toMatchObject({
      userId: dealer.user.id,
      businessDetailsId: dealer.user.businessDetailsId,
      isCreatedByAdmin: true,
      isEditable: true,
      status: OrderStatus.Draft,
      currentStep: 1,
    });
    expect(await audit(id)).toEqual([
      {
        action: 'order_create_for_customer',
        actor: admin.user.id,
        before: null,
        after: { customer_user_id: dealer.user.id, order_number: (await row(id)).orderNumber },
      },
    ]);
  });

  it('lets the operator fill in its steps, the customer only read them, and nobody pay it before it is sent', async () => {
    const id = await newOrder();
    await fillIn(id);
    const stored = await row(id);
    expect(stored).toMatchObject({ shippingMethod: expect.any(Number), fromCity: 'Toronto', toCity: 'Montréal' });
    expect(stored.dealerPriceCents).toBeGreaterThan(0);

    // not in his list while the operator prepares it
    const listed = async () =>
      ((await call(dealer, 'POST', '/orders/all/4', {})).json() as { data: { id: number }[] }).data.map((o) => o.id);
    expect(await listed()).not.toContain(id);

    const seen = await call(dealer, 'GET', `/orders/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ is_created_by_admin: true, is_editable: true });

    // the customer's own calls to change it are refused, and change nothing
    for (const [method, url, payload] of [
      ['PUT', `/orders/${id}`, addresses(OTTAWA)],
      ['POST', `/cars/batch-edit/${id}`, { cars: [{ ...car, make: 'Ford' }], start_at: '2026/11/24' }],
      ['POST', `/pricing-options/${id}`, { shipping_method: 2 }],
      ['POST', `/new-contact-details/${id}`, { ...contacts, pickup: end('Zoe', 'zoe@example.com') }],
    ] as const) {
      const res = await call(dealer, method, url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe('order.not_editable');
    }
    expect(await row(id)).toEqual(stored);
    const early = await pay(id, `early-${id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('order.not_payable');
  });

  it("keeps the operator to admin-created orders: a customer's own draft is not his to edit", async () => {
    const own = await createOrderFactory(t.deps).createOrder(dealer.user, { currentStep: 2 });
    expect((await call(admin, 'PUT', `/orders/${own.id}`, addresses(OTTAWA))).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/orders/${own.id}`)).statusCode).toBe(404);
    expect((await row(own.id)).toCity).toBe('Montréal');
  });

  it('sends a complete order to the customer, who is told and e-mailed, then pays it by card', async () => {
    const id = await newOrder();
    await fillIn(id);
    const sent = await call(admin, 'POST', `/admin/orders/${id}/send`);
    expect(sent.statusCode).toBe(200);
    const order = await row(id);
    expect(order).toMatchObject({ isEditable: false, isCreatedByAdmin: true, status: OrderStatus.Draft });
    expect((await audit(id))[0]).toEqual({
      action: 'order_send_to_customer',
      actor: admin.user.id,
      before: { sent_to_customer: false },
      after: { sent_to_customer: true },
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, dealer.user.id), eq(notifications.orderId, id)));
    expect(told.map((n) => [n.type, n.params])).toEqual([['order_prepared', { order_number: order.orderNumber }]]);
    await t.drainJobs();
    const mail = t.lastMailTo(dealer.user.email)!;
    expect(mail.subject).toBe(`Routier prepared an order for you: ${order.orderNumber}`);
    expect(mail.text).toContain(`/my-orders/${id}`);

    // sent: no longer the operator's to change or send again
    const auditBefore = await auditCount();
    expect((await call(admin, 'PUT', `/orders/${id}`, addresses(OTTAWA))).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/pricing-options/${id}`, { shipping_method: 2 })).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/admin/orders/${id}/send`)).statusCode).toBe(409);
    expect(await auditCount()).toBe(auditBefore);

    const drafts = ((await call(dealer, 'POST', '/orders/all/4', {})).json() as { data: { id: number }[] }).data;
    expect(drafts.map((o) => o.id)).toContain(id);
    const page = (await call(dealer, 'GET', `/orders/${id}`)).json() as OrderDetail;
    expect(page).toMatchObject({ is_created_by_admin: true, is_editable: false });
    const paid = await pay(id, `card-${id}`);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    expect((await row(id)).status).not.toBe(OrderStatus.Draft);
  });

  it('refuses to send an order without a price (409) or without its contacts (422), changing nothing', async () => {
    const unpriced = await newOrder();
    await fillIn(unpriced, { price: false, contacts: false });
    const auditBefore = await auditCount();
    const noPrice = await call(admin, 'POST', `/admin/orders/${unpriced}/send`);
    expect(noPrice.statusCode).toBe(409);
    expect(noPrice.json().message).toBe('checkout.no_price');

    const noContacts = await newOrder();
    await fillIn(noContacts, { contacts: false });
    const auditAfterCreate = await auditCount();
    const res = await call(admin, 'POST', `/admin/orders/${noContacts}/send`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    expect((await row(noContacts)).isEditable).toBe(true);
    expect((await row(unpriced)).isEditable).toBe(true);
    expect(auditAfterCreate).toBe(auditBefore + 1);
    expect(await auditCount()).toBe(auditAfterCreate);
    expect((await call(carrier, 'POST', `/admin/orders/${noContacts}/send`)).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/admin/orders/999999/send')).statusCode).toBe(404);
  });

  it('never lets the customer pay a price the operator is changing: send, a route change and the payment race', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await newOrder();
      await fillIn(id);
      // all at once: the operator changes the route (which voids the price) and sends; the customer pays
      const [edit, send, payment] = await Promise.all([
        call(admin, 'PUT', `/orders/${id}`, addresses(OTTAWA)),
        call(admin, 'POST', `/admin/orders/${id}/send`),
        pay(id, `race-${id}`),
      ]);
      const order = await row(id);
      for (const res of [edit, send, payment]) expect(res.statusCode).toBeLessThan(500);
      // the route changed and the order was sent: never both, a sent order keeps the price it was sent with
      expect(edit.statusCode === 200 && send.statusCode === 200).toBe(false);
      if (send.statusCode === 200) expect(order).toMatchObject({ isEditable: false, toCity: 'Montréal' });
      if (order.isEditable === false) expect(order.dealerPriceCents).not.toBeNull();
      if (payment.statusCode === 200 && payment.json().status === 'succeeded') {
        expect(send.statusCode).toBe(200);
        expect(order.status).not.toBe(OrderStatus.Draft);
        expect(order.toCity).toBe('Montréal');
      } else {
        expect(order.status).toBe(OrderStatus.Draft);
      }
    }
  });
});
