import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  LoadProgress,
  OrderEvent,
  OrderStatus,
  Role,
  sandboxToken,
  type AdminOrderActions,
  type AdminOrderDetail,
  type OrderDetail,
  TaskStatus,
} from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { pricedDraft } from '../../test/card-checkout.js';
import { loginFilledDealer, type TestSession as Session } from '../../test/checkout-setup.js';
import { expectMoneyInvariant } from '../../test/money-invariant.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { loads, notifications, orders, payments } from '../../db/schema/index.js';
import { orderInvoices } from '../billing/billing.service.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { patchOrder } from '../orders/orders.service.js';

const VISA = sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'n0nce7');
const consents = { agree_with_terms: true, dry_run_fee_terms: true };

describe("the operator's actions on an order: reject, hold and release, cancel, due date", () => {
  let t: TestApp;
  let admin: Session;
  let dealer: Session;
  let carrier: Session;
  let driver: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const act = (who: Session, orderId: number, action: string, payload: unknown = {}, method: 'POST' | 'PUT' = 'POST') =>
    t.app.inject({ method, url: `/api/admin/orders/${orderId}/${action}`, headers: who.headers, payload: payload as object });
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
    ).map((n) => ({ type: n.type, params: n.params }));

  /** The customer's draft priced and paid by card through checkout. */
  const paidOrder = async () => {
    const order = await pricedDraft(t, factory, dealer);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${order.id}`,
      headers: { ...dealer.headers, 'idempotency-key': `admin-actions-${order.id}` },
      payload: { ...consents, paid_with_card: true, card: { token: VISA } },
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    return row(order.id);
  };
  const carried = (status: OrderStatus = OrderStatus.Active) =>
    factory.createOrder(dealer.user, {
      status,
      shippingMethod: 3,
      carrierBusinessId: carrier.user.businessDetailsId,
      startAt: '2026-11-23',
      dueDate: '2026-11-27',
      dealerPriceTvaCents: 50_000,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    admin = await t.loginAs(Role.Admin, { firstName: 'Ada', lastName: 'Ops' });
    dealer = await loginFilledDealer(t, { business: { name: 'Garage Nord' } });
    carrier = await t.loginAs(Role.TransportCompany);
    driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id });
  });
  afterAll(() => t.close());

  describe('reject with a comment', () => {
    it('sends an order back to its customer as a rejected draft; he sees why, is e-mailed, resubmits, and the mark clears', async () => {
      const draft = await pricedDraft(t, factory, dealer);
      // booked without a card charge (billed by invoice), through the lifecycle
      await changeOrderStatus(t.deps, draft.id, { type: OrderEvent.Book, by: 'customer' });
      expect((await actions(draft.id)).actions).toEqual(['reject', 'hold', 'cancel', 'due_date', 'assign_carrier']);

      const comment = 'The pickup address is missing the unit number.';
      const res = await act(admin, draft.id, 'reject', { comment });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'order.rejected', status: OrderStatus.Draft, refund: null });

      const page = (await t.app.inject({ url: `/api/orders/${draft.id}`, headers: dealer.headers })).json() as OrderDetail;
      expect(page).toMatchObject({ status: OrderStatus.Draft, is_rejected: true, reject_comment: comment });
      expect((await adminOrder(draft.id)).audit).toEqual([
        expect.objectContaining({
          action: 'order_reject',
          actor: expect.objectContaining({ id: admin.user.id, name: 'Ada Ops' }),
          before: { status: OrderStatus.Active, is_rejected: false },
          after: { status: OrderStatus.Draft, is_rejected: true },
          comment,
        }),
      ]);
      expect(await told(dealer.user.id, draft.id)).toContainEqual({
        type: 'order_rejected',
        params: { order_number: draft.orderNumber },
      });
      await t.drainJobs();
      const mail = t.lastMailTo(dealer.user.email)!;
      expect(mail.subject).toBe(`Order ${draft.orderNumber} needs changes`);
      expect(mail.text).toContain(comment);

      // the customer submits it again at checkout: booked, no longer rejected
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/${draft.id}`,
        headers: { ...dealer.headers, 'idempotency-key': `resubmit-${draft.id}` },
        payload: { ...consents, paid_with_card: true, card: { token: VISA } },
      });
      expect(paid.json()).toMatchObject({ status: 'succeeded' });
      expect(await row(draft.id)).toMatchObject({ status: OrderStatus.Active, isRejected: false, rejectComment: null });
      await expectMoneyInvariant(t.deps);
    });

    it('refuses a paid order or a job a carrier holds (409), a blank or short comment (422), and a non-admin (403), writing nothing', async () => {
      const paid = await paidOrder();
      const taken = await carried();
      const paidRes = await act(admin, paid.id, 'reject', { comment: 'Please check the VIN.' });
      expect(paidRes.statusCode).toBe(409);
      expect(paidRes.json()).toMatchObject({ message: 'order.reject_paid' });
      expect((await act(admin, taken.id, 'reject', { comment: 'Please check the VIN.' })).json()).toMatchObject({
        message: 'order.reject_carrier_assigned',
      });
      const blank = await act(admin, paid.id, 'reject', { comment: '   ' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json()).toMatchObject({ errors: { comment: ['isRequired'] } });
      expect((await act(admin, paid.id, 'reject', { comment: 'abc' })).json()).toMatchObject({
        errors: { comment: ['tooShort'] },
      });
      expect((await act(dealer, paid.id, 'reject', { comment: 'Please check the VIN.' })).statusCode).toBe(403);
      expect((await adminOrder(paid.id)).audit).toEqual([]);
      expect((await adminOrder(taken.id)).audit).toEqual([]);
      expect(await row(paid.id)).toMatchObject({ status: OrderStatus.Active, isRejected: false });
    });
  });

  describe('hold and release', () => {
    it('holds an active order (status 10): both parties are told, the carrier cannot move its loads; release resumes it', async () => {
      const order = await carried();
      const load = await factory.createLoad(order.id, {
        driverUserId: driver.user.id,
        status: 12,
        progress: 1,
        carIds: [order.cars[0].id],
      });
      const held = await act(admin, order.id, 'hold', { reason: 'Payment under review by the bank.' });
      expect(held.json()).toEqual({ message: 'order.held', status: OrderStatus.Hold, refund: null });
      expect((await actions(order.id)).actions).toEqual(['release', 'cancel', 'due_date']);

      const move = await t.app.inject({
        method: 'PUT',
        url: `/api/loads/status/${load.id}`,
        headers: driver.headers,
        payload: { from: 1 },
      });
      expect(move.statusCode).toBe(409);
      expect(move.json()).toEqual({ message: 'load.order_not_running' });
      expect(await told(dealer.user.id, order.id)).toContainEqual({
        type: 'order_held',
        params: { order_number: order.orderNumber, held: true },
      });
      expect(await told(carrier.user.id, order.id)).toContainEqual({
        type: 'order_held',
        params: { order_number: order.orderNumber, held: true },
      });
      await t.drainJobs();
      expect(t.lastMailTo(carrier.user.email)!.subject).toBe(`Order ${order.orderNumber} is on hold`);
      // holding a held order is refused and recorded nowhere
      expect((await act(admin, order.id, 'hold', { reason: 'Payment under review again.' })).statusCode).toBe(409);

      const released = await act(admin, order.id, 'release', { comment: 'The bank confirmed.' });
      expect(released.json()).toEqual({ message: 'order.released', status: OrderStatus.Active, refund: null });
      expect((await adminOrder(order.id)).audit.map((a) => [a.action, a.before, a.after, a.comment])).toEqual([
        ['order_release', { status: OrderStatus.Hold }, { status: OrderStatus.Active }, 'The bank confirmed.'],
        ['order_hold', { status: OrderStatus.Active }, { status: OrderStatus.Hold }, 'Payment under review by the bank.'],
      ]);
      await t.drainJobs();
      expect(t.lastMailTo(carrier.user.email)!.subject).toBe(`Order ${order.orderNumber} is no longer on hold`);
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/loads/status/${load.id}`,
        headers: driver.headers,
        payload: { from: 1 },
      });
      expect(moved.json()).not.toEqual({ message: 'load.order_not_running' });
    });
  });

  describe('cancel with the rules’ refund or an override', () => {
    it('refunds what the rules give: the card gets the charge less the fee, the dry-run invoice is the fee', async () => {
      const order = await paidOrder();
      await t.drainJobs();
      const quote = (await actions(order.id)).cancellation!;
      expect(quote.paid_with_card).toBe(true);
      expect(quote.refund).toBeCloseTo(quote.paid - quote.fee, 2);
      const res = await act(admin, order.id, 'cancel', {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'order.cancelled', status: OrderStatus.Cancelled, refund: quote.refund });
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(payment.refundedCents).toBe(Math.round(quote.refund * 100));
      expect((await adminOrder(order.id)).audit[0]).toMatchObject({
        action: 'order_cancel',
        before: { status: OrderStatus.Active },
        after: { status: OrderStatus.Cancelled, fee: quote.fee, refund: quote.refund, override: false },
      });
      await t.drainJobs();
      expect(t.lastMailTo(dealer.user.email)!.subject).toBe(`Order ${order.orderNumber} cancelled`);
      await expectMoneyInvariant(t.deps);
    });

    it('refunds the amount the operator typed, keeps the rest as the fee, and refuses more than was paid (422)', async () => {
      const order = await paidOrder();
      const quote = (await actions(order.id)).cancellation!;
      const over = await act(admin, order.id, 'cancel', { refund: quote.paid + 0.01 });
      expect(over.statusCode).toBe(422);
      expect(over.json()).toMatchObject({ errors: { refund: ['refundAbovePaid'] } });
      expect((await act(admin, order.id, 'cancel', { refund: -1 })).statusCode).toBe(422);
      expect((await row(order.id)).status).toBe(OrderStatus.Active);
      expect((await adminOrder(order.id)).audit).toEqual([]);

      const res = await act(admin, order.id, 'cancel', { refund: 12.34, comment: 'Goodwill gesture.' });
      expect(res.json()).toEqual({ message: 'order.cancelled', status: OrderStatus.Cancelled, refund: 12.34 });
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(payment.refundedCents).toBe(1_234);
      expect((await adminOrder(order.id)).audit[0]).toMatchObject({
        action: 'order_cancel',
        after: { status: OrderStatus.Cancelled, refund: 12.34, override: true },
        comment: 'Goodwill gesture.',
      });
      await t.drainJobs();
      await expectMoneyInvariant(t.deps);
    });

    it('refunds everything the card paid when the operator says so: no fee, no dry-run invoice, the money still adds up', async () => {
      const order = await paidOrder();
      const { paid } = (await actions(order.id)).cancellation!;
      const res = await act(admin, order.id, 'cancel', { refund: paid });
      expect(res.json()).toMatchObject({ status: OrderStatus.Cancelled, refund: paid });
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(payment.refundedCents).toBe(payment.amountCents);
      await t.drainJobs();
      await expectMoneyInvariant(t.deps);
    });

    it('bills the fee the operator kept on the dry-run invoice when a carrier held the job', async () => {
      const order = await paidOrder();
      // a carrier took the job
      await patchOrder(t.deps, order, { carrierBusinessId: carrier.user.businessDetailsId });
      const res = await act(admin, order.id, 'cancel', { refund: 20 });
      expect(res.json()).toMatchObject({ status: OrderStatus.Cancelled, refund: 20 });
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      const [invoice] = await orderInvoices(t.deps, order.id);
      expect(invoice).toMatchObject({ isDryRun: true, totalCents: payment.amountCents - 2_000 });
      await t.drainJobs();
      await expectMoneyInvariant(t.deps);
    });

    it('tells the carrier its job is cancelled, cancels its loads (their drivers told), and issues the dry-run invoice with the operator’s fee', async () => {
      const order = await carried(OrderStatus.InProgress);
      const load = await factory.createLoad(order.id, {
        driverUserId: driver.user.id,
        status: TaskStatus.Accepted,
        progress: LoadProgress.Arrived,
        carIds: [order.cars[0].id],
      });
      const res = await act(admin, order.id, 'cancel', { refund: 0 });
      expect(res.json()).toMatchObject({ status: OrderStatus.Cancelled, refund: 0 });
      expect(await told(carrier.user.id, order.id)).toContainEqual({
        type: 'order_cancelled_by_admin',
        params: { order_number: order.orderNumber, refund: 0 },
      });
      expect((await t.db.select().from(loads).where(eq(loads.id, load.id)))[0].status).toBe(TaskStatus.Cancelled);
      await t.drainJobs();
      expect(t.lastMailTo(carrier.user.email)!.subject).toBe(`Order ${order.orderNumber} cancelled`);
      expect(t.lastMailTo(driver.user.email)!.subject).toBe(`Load cancelled: order ${order.orderNumber}`);
    });
  });

  describe('change the due date', () => {
    it('moves it (not before the pickup), tells the customer and the carrier, and records before → after', async () => {
      const order = await carried();
      const early = await act(admin, order.id, 'due-date', { due_date: '2026-11-22' }, 'PUT');
      expect(early.statusCode).toBe(422);
      expect(early.json()).toMatchObject({ errors: { due_date: ['dueBeforePickup'] } });
      expect((await act(admin, order.id, 'due-date', { due_date: '2026-02-30' }, 'PUT')).statusCode).toBe(422);
      expect((await adminOrder(order.id)).audit).toEqual([]);

      const res = await act(admin, order.id, 'due-date', { due_date: '2026-12-02' }, 'PUT');
      expect(res.json()).toEqual({ message: 'order.due_date_changed', status: OrderStatus.Active, refund: null });
      expect((await row(order.id)).dueDate).toBe('2026-12-02');
      expect((await adminOrder(order.id)).audit[0]).toMatchObject({
        action: 'order_due_date',
        before: { due_date: '2026-11-27' },
        after: { due_date: '2026-12-02' },
      });
      for (const who of [dealer, carrier])
        expect(await told(who.user.id, order.id)).toContainEqual({
          type: 'due_date_changed',
          params: { order_number: order.orderNumber, due_date: '2026-12-02' },
        });
      await t.drainJobs();
      expect(t.lastMailTo(carrier.user.email)!.text).toContain('The due date of order');
      expect(t.lastMailTo(dealer.user.email)!.subject).toBe(`New due date for order ${order.orderNumber}`);
    });

    it('refuses a finished order (409)', async () => {
      const done = await carried(OrderStatus.Completed);
      expect((await act(admin, done.id, 'due-date', { due_date: '2026-12-02' }, 'PUT')).statusCode).toBe(409);
    });
  });

  describe('at the same time', () => {
    it('a hold and a cancel: the cancel lands after the hold (a held order is cancelled) or before it (the hold is refused)', async () => {
      const order = await paidOrder();
      const [hold, cancel] = await Promise.all([
        act(admin, order.id, 'hold', { reason: 'Checking the payment.' }),
        act(admin, order.id, 'cancel', {}),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect([200, 409]).toContain(hold.statusCode);
      expect(await row(order.id)).toMatchObject({ status: OrderStatus.Cancelled });
      // both recorded at the test clock's one instant: compared as a set
      expect((await adminOrder(order.id)).audit.map((a) => a.action).sort()).toEqual(
        hold.statusCode === 200 ? ['order_cancel', 'order_hold'] : ['order_cancel'],
      );
      await t.drainJobs();
      await expectMoneyInvariant(t.deps);
    });

    it('two cancels: one wins, the card is refunded once', async () => {
      const order = await paidOrder();
      const quote = (await actions(order.id)).cancellation!;
      const results = await Promise.all([act(admin, order.id, 'cancel', {}), act(admin, order.id, 'cancel', { refund: 1 })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json() as { refund: number };
      expect([quote.refund, 1]).toContain(winner.refund);
      const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(payment.refundedCents).toBe(Math.round(winner.refund * 100));
      expect((await adminOrder(order.id)).audit).toHaveLength(1);
      await t.drainJobs();
      await expectMoneyInvariant(t.deps);
    });
  });
});
