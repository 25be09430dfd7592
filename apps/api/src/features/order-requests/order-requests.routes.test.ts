import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus, Role, TaskStatus } from '@routier/domain';
import { loads, orders, users } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
const NOW = new Date('2026-11-21T15:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

describe('issue reports, cancellation and completion requests', () => {
  let t: TestApp;
  let dealer: Session;
  let otherDealer: Session;
  let carrier: Session;
  let dispatcher: Session;
  let otherCarrier: Session;
  let driver: Session;
  let otherDriver: Session;
  let admin: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const send = (who: Session, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  /** A job held by the carrier, accepted `acceptedHours` ago, with one load driven by the driver. */
  const heldJob = async (status: OrderStatus = OrderStatus.InProgress, acceptedHours = 24) => {
    const order = await factory.createOrder(dealer.user, {
      status,
      carrierBusinessId: carrier.user.businessDetailsId,
      acceptedByTcAt: hoursAgo(acceptedHours),
      dueDate: '2026-11-25',
      cars: [{}, { make: 'Honda', model: 'Civic' }],
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
    dealer = await t.loginAs(Role.Dealer, { locale: 'fr', firstName: 'Élise' });
    otherDealer = await t.loginAs(Role.Dealer);
    carrier = await t.loginAs(Role.TransportCompany, { locale: 'en' });
    dispatcher = await t.loginAs(Role.Dispatcher, { businessDetailsId: carrier.user.businessDetailsId });
    otherCarrier = await t.loginAs(Role.TransportCompany);
    driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId });
    otherDriver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId });
    admin = await t.loginAs(Role.Admin);
  });
  afterAll(() => t.close());

  it('a delay report moves the order to Delayed, sets the new due date and tells the customer in his language', async () => {
    const { order } = await heldJob();
    const body = { type: 'delay', reason: 'mechanical_issue', new_eta: '2026/11/28' };
    expect((await send(otherCarrier, 'POST', `/api/orders/report-issue/${order.id}`, body)).statusCode).toBe(404);
    expect((await send(otherDriver, 'POST', `/api/orders/report-issue/${order.id}`, body)).statusCode).toBe(404);
    expect((await send(dealer, 'POST', `/api/orders/report-issue/${order.id}`, body)).statusCode).toBe(403);
    expect((await send(carrier, 'POST', '/api/orders/report-issue/999999', body)).statusCode).toBe(404);

    const res = await send(dispatcher, 'POST', `/api/orders/report-issue/${order.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'delay',
      order_status: OrderStatus.Delayed,
      due_date: '2026-11-28',
      message: 'report.sent',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: OrderStatus.Delayed, dueDate: '2026-11-28' });

    await t.drainJobs();
    expect(t.lastMailTo(dealer.user.email)?.subject).toBe(`Commande ${order.orderNumber} retardée`);
    expect(t.lastMailTo(dealer.user.email)?.text).toContain('28 novembre 2026');

    // a second delay keeps the status and moves the date again
    const again = await send(carrier, 'POST', `/api/orders/report-issue/${order.id}`, { ...body, new_eta: '2026.11.30' });
    expect(again.json()).toMatchObject({ order_status: OrderStatus.Delayed, due_date: '2026-11-30' });

    // the customer sees the delay in his thread; the carrier sees the reports in its own
    const customerLog = (await send(dealer, 'GET', `/api/order-logs/${order.id}`)).json().data;
    expect(customerLog.map((e: { event: { type: string } }) => e.event?.type)).toEqual(['issue_reported', 'issue_reported']);
    const carrierLog = (await send(carrier, 'GET', `/api/order-logs/${order.id}`)).json().data;
    expect(carrierLog[0]).toMatchObject({
      thread: 'carrier',
      event: { type: 'issue_reported', params: { reason: 'mechanical_issue' } },
    });
  });

  it('refuses a new arrival date before yesterday, an unknown reason and an "other" without its text', async () => {
    const { order } = await heldJob();
    const url = `/api/orders/report-issue/${order.id}`;
    const early = await send(carrier, 'POST', url, { type: 'delay', reason: 'driver_sick', new_eta: '2026/11/19' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ new_eta: ['startDateTooEarly'] });
    // a "delay" cannot move the due date (2026-11-25) earlier, nor leave it where it is
    for (const eta of ['2026/11/20', '2026/11/25']) {
      const sooner = await send(carrier, 'POST', url, { type: 'delay', reason: 'driver_sick', new_eta: eta });
      expect(sooner.statusCode).toBe(422);
      expect(sooner.json().errors).toEqual({ new_eta: ['etaBeforeDueDate'] });
    }
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ status: OrderStatus.InProgress, dueDate: '2026-11-25' });
    expect((await send(carrier, 'POST', url, { type: 'delay', reason: 'driver_sick', new_eta: '2026/11/26' })).statusCode).toBe(
      200,
    );
    expect((await send(carrier, 'POST', url, { type: 'delay', reason: 'bored', new_eta: '2026/11/22' })).statusCode).toBe(422);
    const other = await send(carrier, 'POST', url, { type: 'other', other_reason: 'abc' });
    expect(other.json().errors).toEqual({ other_reason: ['reasonMinLength'] });
    expect((await send(carrier, 'POST', url, { type: 'other', other_reason: 'Gate locked at pickup' })).statusCode).toBe(200);
  });

  it('the driver reports on his own load; the other drivers may not', async () => {
    const { order, load } = await heldJob();
    const body = { type: 'delay', reason: 'bad_route_conditions', new_eta: '2026/11/27' };
    expect((await send(otherDriver, 'POST', `/api/loads/report-issue/${load.id}`, body)).statusCode).toBe(404);
    const res = await send(driver, 'POST', `/api/loads/report-issue/${load.id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().order_status).toBe(OrderStatus.Delayed);
    const state = await send(driver, 'GET', `/api/order-requests/${order.id}`);
    expect(state.json()).toEqual({ data: [], cancel: null, complete: null, can_report: true });
  });

  it('a car pickup problem may also ask to cancel, with the 12-hour rule', async () => {
    const early = await heldJob(OrderStatus.Active, 2);
    const body = { type: 'pickup_problem', reason: 'missing_keys', cancel_request: true };
    const refused = await send(carrier, 'POST', `/api/cars/report-issue/${early.order.cars[0].id}`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('order.cancel_available_after_12_hours');

    const { order } = await heldJob(OrderStatus.Active, 13);
    const res = await send(carrier, 'POST', `/api/cars/report-issue/${order.cars[1].id}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().cancel_request).toMatchObject({ type: 'cancel', status: 'pending', reason: 'missing_keys' });
    expect(
      (await send(carrier, 'POST', `/api/cars/report-issue/${order.cars[1].id}`, { type: 'pickup_problem', reason: 'other' }))
        .statusCode,
    ).toBe(422);
  });

  it('a carrier may not ask to cancel in the first 12 hours, nor twice, nor on a completed order', async () => {
    const { order } = await heldJob(OrderStatus.Active, 3);
    const url = `/api/orders/cancel-request/${order.id}`;
    const early = await send(carrier, 'POST', url, { reason: 'Truck broke down' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('order.cancel_available_after_12_hours');
    const state = (await send(carrier, 'GET', `/api/order-requests/${order.id}`)).json();
    expect(state.cancel).toEqual({
      allowed: false,
      refusal: 'order.cancel_available_after_12_hours',
      available_at: '2026-11-22T00:00:00.000Z',
    });

    t.setNow(new Date(NOW.getTime() + 9 * 3_600_000));
    try {
      expect((await send(otherCarrier, 'POST', url, { reason: 'Truck broke down' })).statusCode).toBe(403);
      expect((await send(carrier, 'POST', url, { reason: 'no' })).statusCode).toBe(422);
      const ok = await send(carrier, 'POST', url, { reason: 'Truck broke down' });
      expect(ok.statusCode).toBe(200);
      // the job page shows it
      expect((await send(carrier, 'GET', `/api/orders/${order.id}`)).json().cancel_request).toEqual({
        id: ok.json().id,
        type: 'cancel',
        status: 'pending',
        reason: 'Truck broke down',
      });
      const twice = await send(dispatcher, 'POST', `/api/orders/order-request/${order.id}`, {
        reason: 'Truck broke down',
        type: 'cancel',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('order.request_in_progress');
    } finally {
      t.setNow(NOW);
    }
    const done = await heldJob(OrderStatus.Completed, 48);
    expect(
      (await send(carrier, 'POST', `/api/orders/cancel-request/${done.order.id}`, { reason: 'Truck broke down' })).json().message,
    ).toBe('order.not_cancellable');
  });

  it('an approved cancellation gives the job back to the board; the carrier and the customer are told', async () => {
    const { order, load } = await heldJob(OrderStatus.InProgress, 30);
    const request = (
      await send(carrier, 'POST', `/api/orders/cancel-request/${order.id}`, { reason: 'Driver quit the company' })
    ).json();

    const list = await send(admin, 'GET', '/api/admin/order-requests');
    expect(list.statusCode).toBe(200);
    const row = list.json().data.find((r: { id: number }) => r.id === request.id);
    expect(row).toMatchObject({
      type: 'cancel',
      status: 'pending',
      order_number: order.orderNumber,
      carrier_name: expect.any(String),
    });
    expect(list.json().data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect((await send(carrier, 'GET', '/api/admin/order-requests')).statusCode).toBe(403);

    const approved = await send(admin, 'PUT', `/api/admin/order-requests/${request.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('approved');
    const [row2] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row2).toMatchObject({ status: OrderStatus.Active, carrierBusinessId: null, acceptedByTcAt: null });
    const [loadRow] = await t.db.select().from(loads).where(eq(loads.id, load.id));
    expect(loadRow.status).toBe(TaskStatus.Cancelled);
    expect((await send(admin, 'PUT', `/api/admin/order-requests/${request.id}/approve`)).statusCode).toBe(409);

    await t.drainJobs();
    const subjects = (to: string) => t.mails.filter((m) => m.to === to).map((m) => m.subject);
    expect(subjects(carrier.user.email)).toContain(`Cancellation request approved — ${order.orderNumber}`);
    expect(subjects(dealer.user.email)).toContain(`Commande ${order.orderNumber}\u00a0: nouveau transporteur recherché`);
    // the driver of the load cancelled with it
    expect(subjects(driver.user.email)).toContain(`Load cancelled: order ${order.orderNumber}`);
    // the old carrier no longer holds the job
    expect((await send(carrier, 'GET', `/api/order-requests/${order.id}`)).statusCode).toBe(404);
  });

  it('the customer asks for completion once; an admin approves it and the order is completed', async () => {
    const { order } = await heldJob(OrderStatus.InProgress);
    expect((await send(otherDealer, 'PUT', `/api/orders/${order.id}/complete`)).statusCode).toBe(403);
    expect((await send(carrier, 'PUT', `/api/orders/${order.id}/complete`)).statusCode).toBe(403);
    const res = await send(dealer, 'PUT', `/api/orders/${order.id}/complete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'complete', status: 'pending' });
    const state = (await send(dealer, 'GET', `/api/order-requests/${order.id}`)).json();
    expect(state.complete).toEqual({ allowed: false, refusal: 'order.request_in_progress' });
    expect(state.data).toHaveLength(1);
    expect(
      (await send(dealer, 'POST', `/api/orders/order-request/${order.id}`, { reason: 'All cars arrived', type: 'completion' }))
        .statusCode,
    ).toBe(409);

    expect((await send(admin, 'PUT', `/api/admin/order-requests/${res.json().id}/approve`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe(OrderStatus.Completed);
    expect(row.completedAt).not.toBeNull();
  });

  it('a declined completion leaves the order as it was and tells the customer why', async () => {
    const { order } = await heldJob(OrderStatus.Delayed);
    const res = await send(dealer, 'POST', `/api/orders/order-request/${order.id}`, {
      reason: 'The car is at my dealership',
      type: 'complete',
    });
    expect(res.statusCode).toBe(200);
    const declined = await send(admin, 'PUT', `/api/admin/order-requests/${res.json().id}/decline`, {
      comment: 'The driver has not delivered yet.',
    });
    expect(declined.json()).toMatchObject({ status: 'declined', resolution_comment: 'The driver has not delivered yet.' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe(OrderStatus.Delayed);
    await t.drainJobs();
    expect(t.mails.some((m) => m.to === dealer.user.email && m.text.includes('The driver has not delivered yet.'))).toBe(true);
    // a carrier cannot ask for completion, a customer cannot ask to cancel through order-request
    expect(
      (await send(carrier, 'POST', `/api/orders/order-request/${order.id}`, { reason: 'All delivered', type: 'complete' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(dealer, 'POST', `/api/orders/order-request/${order.id}`, { reason: 'Changed my mind', type: 'cancel' }))
        .statusCode,
    ).toBe(403);
    // not before transport started
    const booked = await factory.createOrder(dealer.user, { status: OrderStatus.Active });
    expect((await send(dealer, 'PUT', `/api/orders/${booked.id}/complete`)).json().message).toBe('order.not_completable');
  });

  it('a deleted owner or driver disables reports and requests (403 with the reason)', async () => {
    const owner = await t.loginAs(Role.PrivateUser);
    const order = await factory.createOrder(owner.user, {
      status: OrderStatus.InProgress,
      carrierBusinessId: carrier.user.businessDetailsId,
      acceptedByTcAt: hoursAgo(30),
    });
    await t.db.update(users).set({ deletedAt: NOW }).where(eq(users.id, owner.user.id));
    const res = await send(carrier, 'POST', `/api/orders/report-issue/${order.id}`, {
      type: 'other',
      other_reason: 'Customer unreachable',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('order.owner_deleted');
    expect(
      (await send(carrier, 'POST', `/api/orders/cancel-request/${order.id}`, { reason: 'Customer unreachable' })).json().message,
    ).toBe('order.owner_deleted');

    const gone = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId });
    const { order: job } = await heldJob();
    await factory.createLoad(job.id, { driverUserId: gone.user.id, status: TaskStatus.Accepted });
    await t.db.update(users).set({ deletedAt: NOW }).where(eq(users.id, gone.user.id));
    const blocked = await send(carrier, 'POST', `/api/orders/report-issue/${job.id}`, {
      type: 'other',
      other_reason: 'Driver left',
    });
    expect(blocked.json().message).toBe('order.driver_deleted');
    expect((await send(carrier, 'GET', `/api/order-requests/${job.id}`)).json().can_report).toBe(false);
  });
});
