import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  LoadProgress,
  OrderStatus,
  Role,
  TaskStatus,
  type AdminCarrierOptions,
  type AdminOrderActions,
  type AdminOrderDetail,
} from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { loads, notifications, orders } from '../../db/schema/index.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe("the operator and an order's carrier: remove it, assign one, cancel from hold", () => {
  let t: TestApp;
  let admin: Session;
  let customer: Session;
  let carrier: Session;
  let other: Session;
  let driver: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const act = (who: Session, orderId: number, action: string, payload: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/${action}`,
      headers: who.headers,
      payload: payload as object,
    });
  const adminOrder = async (orderId: number) =>
    (await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: admin.headers })).json() as AdminOrderDetail;
  const actions = async (orderId: number) =>
    (await t.app.inject({ url: `/api/admin/orders/${orderId}/actions`, headers: admin.headers })).json() as AdminOrderActions;
  const row = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0];
  const told = async (userId: number, orderId: number) =>
    (
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.orderId, orderId)))
    ).map((n) => n.type);
  const carried = (values: Parameters<ReturnType<typeof createOrderFactory>['createOrder']>[1] = {}) =>
    factory.createOrder(customer.user, {
      status: OrderStatus.Active,
      shippingMethod: 3,
      carrierBusinessId: carrier.user.businessDetailsId,
      startAt: '2026-11-28',
      dueDate: '2026-12-02',
      dealerPriceCents: 80_000,
      dealerPriceTvaCents: 90_400,
      initialTcPriceCents: 60_000,
      ...values,
    });
  const open = (values: Parameters<ReturnType<typeof createOrderFactory>['createOrder']>[1] = {}) =>
    carried({ carrierBusinessId: null, ...values });
  const insured = async (name: string) =>
    t.loginAs(Role.TransportCompany, {
      businessDetailsId: (await t.createBusiness(5, { name, expiryDate: '2027-06-30' })).id,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    admin = await t.loginAs(Role.Admin, { firstName: 'Ada', lastName: 'Ops' });
    customer = await t.loginAs(Role.Dealer);
    carrier = await insured('Transports Alpha');
    other = await insured('Beta Haulage');
    driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id });
  });
  afterAll(() => t.close());

  describe('remove the carrier', () => {
    it('takes the job off its carrier before any pickup: loads cancelled, carrier told, back on the board, audited', async () => {
      const order = await carried();
      const load = await factory.createLoad(order.id, {
        driverUserId: driver.user.id,
        status: TaskStatus.Accepted,
        progress: LoadProgress.Arrived,
        carIds: [order.cars[0].id],
      });
      const offered = await actions(order.id);
      expect(offered.actions).toContain('remove_carrier');
      expect(offered.actions).not.toContain('assign_carrier');
      expect(offered.carrier).toEqual({ id: carrier.user.businessDetailsId, name: 'Transports Alpha' });

      const reason = 'The carrier cannot meet the pickup date.';
      const res = await act(admin, order.id, 'remove-carrier', { reason });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'order.carrier_removed', status: OrderStatus.Active, refund: null });
      expect(await row(order.id)).toMatchObject({ carrierBusinessId: null, acceptedByTcAt: null, status: OrderStatus.Active });
      const [after] = await t.db.select().from(loads).where(eq(loads.id, load.id));
      expect(after.status).toBe(TaskStatus.Cancelled);
      expect((await adminOrder(order.id)).audit).toEqual([
        expect.objectContaining({
          action: 'order_remove_carrier',
          actor: expect.objectContaining({ id: admin.user.id }),
          before: {
            status: OrderStatus.Active,
            carrier_business_id: carrier.user.businessDetailsId,
            carrier: 'Transports Alpha',
          },
          after: { status: OrderStatus.Active, carrier_business_id: null, loads_cancelled: 1 },
          comment: reason,
        }),
      ]);
      expect(await told(carrier.user.id, order.id)).toContain('carrier_removed');
      await t.drainJobs();
      const mail = t.lastMailTo(carrier.user.email)!;
      expect(mail.subject).toBe(`Order ${order.orderNumber} is no longer yours`);
      expect(mail.text).toContain(reason);
      // the customer hears that his order waits for a new carrier, without the reason given to the carrier
      expect(await told(customer.user.id, order.id)).toContain('carrier_removed');
      const list = await t.app.inject({ url: '/api/users/notifications', headers: customer.headers });
      expect((list.json() as { data: { title: string }[] }).data.map((n) => n.title)).toContain(
        `Order ${order.orderNumber} is looking for a new carrier`,
      );
      const customerMail = t.lastMailTo(customer.user.email)!;
      expect(customerMail.subject).toBe(`Order ${order.orderNumber} will have a new carrier`);
      expect(customerMail.text).not.toContain(reason);
      // the driver of the cancelled load hears that he no longer drives it
      const driverMail = t.lastMailTo(driver.user.email)!;
      expect(driverMail.subject).toBe(`Load cancelled: order ${order.orderNumber}`);
      expect(driverMail.text).toContain('you no longer drive it');
      // the other company finds it on its board again
      const board = await t.app.inject({ url: '/api/orders/available?per_page=100', headers: other.headers });
      expect((board.json() as { data: { id: number }[] }).data.map((o) => o.id)).toContain(order.id);
      expect((await actions(order.id)).actions).toContain('assign_carrier');
    });

    it('refuses once a car is picked up, on hold, or without a carrier (409), a missing reason (422), a non-admin (403), writing nothing', async () => {
      const picked = await carried({ status: OrderStatus.InProgress });
      await factory.createLoad(picked.id, {
        driverUserId: driver.user.id,
        status: TaskStatus.Accepted,
        progress: LoadProgress.BeginTransport,
        carIds: [picked.cars[0].id],
      });
      const reason = 'The carrier cannot meet the pickup date.';
      const pickedRes = await act(admin, picked.id, 'remove-carrier', { reason });
      expect(pickedRes.statusCode).toBe(409);
      expect(pickedRes.json()).toMatchObject({ message: 'order.cars_picked_up' });
      expect((await actions(picked.id)).actions).not.toContain('remove_carrier');
      const held = await carried({ status: OrderStatus.Hold });
      expect((await act(admin, held.id, 'remove-carrier', { reason })).json()).toMatchObject({
        message: 'order.transition_not_allowed',
      });
      const nobody = await open();
      expect((await act(admin, nobody.id, 'remove-carrier', { reason })).json()).toMatchObject({ message: 'order.no_carrier' });
      const blank = await act(admin, picked.id, 'remove-carrier', {});
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toMatchObject({ errors: { reason: ['isRequired'] } });
      expect((await act(carrier, picked.id, 'remove-carrier', { reason })).statusCode).toBe(403);
      for (const o of [picked, held, nobody]) expect((await adminOrder(o.id)).audit).toEqual([]);
      expect(await row(picked.id)).toMatchObject({ carrierBusinessId: carrier.user.businessDetailsId });
    });
  });

  describe('assign a carrier', () => {
    it('lists the approved carriers with their insurance; gives an open job to one at the typed pay, off the board, audited', async () => {
      const expired = await t.loginAs(Role.TransportCompany, {
        businessDetailsId: (await t.createBusiness(5, { name: 'Gamma Expired', expiryDate: '2026-01-01' })).id,
      });
      const list = (await t.app.inject({ url: '/api/admin/carriers', headers: admin.headers })).json() as AdminCarrierOptions;
      expect(list.carriers).toContainEqual({
        id: other.user.businessDetailsId,
        name: 'Beta Haulage',
        insurance: 'valid',
        insurance_expiry: '2027-06-30',
      });
      expect(list.carriers).toContainEqual(expect.objectContaining({ id: expired.user.businessDetailsId, insurance: 'expired' }));
      expect(list.carriers.map((c) => c.id)).not.toContain(customer.user.businessDetailsId);

      const order = await open();
      expect((await actions(order.id)).customer_price).toBe(800);
      const bid = await t.app.inject({
        method: 'POST',
        url: `/api/bids/${order.id}`,
        headers: carrier.headers,
        payload: { amount: 700, eta: '2026-11-29' },
      });
      expect(bid.statusCode).toBe(200);
      const bidId = (bid.json() as { bid: { id: number } }).bid.id;
      const res = await act(admin, order.id, 'assign-carrier', { business_id: other.user.businessDetailsId, carrier_pay: 650.5 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'order.carrier_assigned', status: OrderStatus.Active, refund: null });
      expect(await row(order.id)).toMatchObject({
        carrierBusinessId: other.user.businessDetailsId,
        initialTcPriceCents: 65_050,
      });
      expect((await adminOrder(order.id)).audit).toEqual([
        expect.objectContaining({
          action: 'order_assign_carrier',
          before: { carrier_business_id: null, carrier_pay: 600 },
          after: {
            carrier_business_id: other.user.businessDetailsId,
            carrier: 'Beta Haulage',
            carrier_pay: 650.5,
            bids_declined: 1,
          },
        }),
      ]);
      expect(await told(other.user.id, order.id)).toContain('job_assigned');
      // the pending bid of the other company is declined, and it is told
      const declined = await t.app.inject({ url: `/api/admin/bids/${bidId}`, headers: admin.headers });
      expect(declined.json()).toMatchObject({ status: 3 });
      expect(await told(carrier.user.id, order.id)).toContain('bid_decided');
      expect(await told(customer.user.id, order.id)).toContain('carrier_assigned');
      await t.drainJobs();
      expect(t.lastMailTo(other.user.email)!.subject).toBe(`Order ${order.orderNumber} is now yours`);
      const board = await t.app.inject({ url: '/api/orders/available?per_page=100', headers: carrier.headers });
      expect((board.json() as { data: { id: number }[] }).data.map((o) => o.id)).not.toContain(order.id);
    });

    it('refuses a pay of zero or above the price before tax, an unapproved or uninsured company (422), a taken job (409), writing nothing', async () => {
      const order = await open();
      const expired = await t.createBusiness(5, { name: 'Delta Expired', expiryDate: '2026-01-01' });
      await t.createUser(Role.TransportCompany, { businessDetailsId: expired.id });
      const pending = await t.createBusiness(5, { name: 'Epsilon Pending', expiryDate: '2027-01-01' });
      await t.createUser(Role.TransportCompany, { businessDetailsId: pending.id, active: false });
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{}, { business_id: ['isRequired'], carrier_pay: ['isRequired'] }],
        [{ business_id: other.user.businessDetailsId, carrier_pay: 0 }, { carrier_pay: ['outOfRange'] }],
        [{ business_id: other.user.businessDetailsId, carrier_pay: 800.01 }, { carrier_pay: ['payAbovePrice'] }],
        [{ business_id: other.user.businessDetailsId, carrier_pay: 10.005 }, { carrier_pay: ['invalidValue'] }],
        [{ business_id: customer.user.businessDetailsId, carrier_pay: 500 }, { business_id: ['carrierNotApproved'] }],
        [{ business_id: pending.id, carrier_pay: 500 }, { business_id: ['carrierNotApproved'] }],
        [{ business_id: expired.id, carrier_pay: 500 }, { business_id: ['carrierInsuranceInvalid'] }],
      ];
      for (const [payload, errors] of cases) {
        const res = await act(admin, order.id, 'assign-carrier', payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json().errors).toEqual(errors);
      }
      const taken = await carried();
      const res = await act(admin, taken.id, 'assign-carrier', { business_id: other.user.businessDetailsId, carrier_pay: 500 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'order.carrier_already_assigned' });
      expect((await act(carrier, order.id, 'assign-carrier', { business_id: 1, carrier_pay: 5 })).statusCode).toBe(403);
      expect((await adminOrder(order.id)).audit).toEqual([]);
      expect((await adminOrder(taken.id)).audit).toEqual([]);
      expect(await row(order.id)).toMatchObject({ carrierBusinessId: null });
    });
  });

  describe('cancel from hold', () => {
    it('cancels a held order with the rules’ fee: offered on the page, audited from hold', async () => {
      const order = await carried({ status: OrderStatus.Hold });
      const offered = await actions(order.id);
      expect(offered.actions).toEqual(['release', 'cancel', 'due_date']);
      expect(offered.cancellation).toMatchObject({ paid: 0, refund: 0, paid_with_card: false });
      const res = await act(admin, order.id, 'cancel', {});
      expect(res.json()).toEqual({ message: 'order.cancelled', status: OrderStatus.Cancelled, refund: 0 });
      expect((await adminOrder(order.id)).audit[0]).toMatchObject({
        action: 'order_cancel',
        before: { status: OrderStatus.Hold },
        after: { status: OrderStatus.Cancelled },
      });
      // the customer still may not cancel a held order himself
      const held = await carried({ status: OrderStatus.Hold, bookedAt: new Date() });
      const own = await t.app.inject({ url: `/api/orders/cancel/${held.id}`, headers: customer.headers });
      expect(own.statusCode).toBe(409);
      expect(own.json()).toMatchObject({ message: 'order.not_cancellable' });
      expect(await row(held.id)).toMatchObject({ status: OrderStatus.Hold });
    });
  });

  describe('at the same time', () => {
    it('two assigns: one wins, one audit entry', async () => {
      const order = await open();
      const results = await Promise.all([
        act(admin, order.id, 'assign-carrier', { business_id: other.user.businessDetailsId, carrier_pay: 500 }),
        act(admin, order.id, 'assign-carrier', { business_id: carrier.user.businessDetailsId, carrier_pay: 550 }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await adminOrder(order.id)).audit).toHaveLength(1);
    });

    it("an assign and the acceptance of a carrier's bid: one wins", async () => {
      const order = await open();
      const bid = await t.app.inject({
        method: 'POST',
        url: `/api/bids/${order.id}`,
        headers: carrier.headers,
        payload: { amount: 700, eta: '2026-11-29' },
      });
      expect(bid.statusCode).toBe(200);
      const bidId = (bid.json() as { bid: { id: number } }).bid.id;
      const [assign, accept] = await Promise.all([
        act(admin, order.id, 'assign-carrier', { business_id: other.user.businessDetailsId, carrier_pay: 500 }),
        t.app.inject({ method: 'POST', url: `/api/admin/bids/${bidId}/accept`, headers: admin.headers }),
      ]);
      expect([assign.statusCode, accept.statusCode].sort()).toEqual([200, 409]);
      const winner = assign.statusCode === 200 ? other : carrier;
      expect(await row(order.id)).toMatchObject({ carrierBusinessId: winner.user.businessDetailsId });
      expect((await adminOrder(order.id)).audit.filter((a) => a.action === 'order_assign_carrier')).toHaveLength(
        assign.statusCode === 200 ? 1 : 0,
      );
    });
  });
});
