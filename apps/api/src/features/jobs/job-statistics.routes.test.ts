import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, TaskStatus, type JobStatistics } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

// the test clock: 2026-11-21 10:00 in Toronto
describe('GET /orders/active-statistics', () => {
  let t: TestApp;
  let carrier: Session;

  const stats = async (who: Session) => {
    const res = await t.app.inject({ url: '/api/orders/active-statistics', headers: who.headers });
    return { status: res.statusCode, body: res.json() as JobStatistics };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder, createLoad } = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    const crew = { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id };
    await t.createUser(Role.Dispatcher, crew);
    await t.createUser(Role.Dispatcher, { ...crew, active: false });
    const driver = await t.createUser(Role.Driver, crew);
    await t.createUser(Role.Driver, crew);
    await t.createUser(Role.Driver, { ...crew, deletedAt: new Date() });
    const customer = await t.createUser(Role.Dealer);
    const held = { carrierBusinessId: carrier.user.businessDetailsId, acceptedByTcAt: t.deps.clock() };

    // in progress, late, both cars in live loads
    const late = await createOrder(customer, { ...held, status: OrderStatus.InProgress, dueDate: '2026-11-20', cars: [{}, {}] });
    await createLoad(late.id, { driverUserId: driver.id, status: TaskStatus.Accepted, carIds: late.cars.map((c) => c.id) });
    // delayed, due in 3 days, one car only in a cancelled load: unassigned
    const delayed = await createOrder(customer, { ...held, status: OrderStatus.Delayed, dueDate: '2026-11-24' });
    await createLoad(delayed.id, { driverUserId: driver.id, status: TaskStatus.Cancelled, carIds: [delayed.cars[0].id] });
    // active, pickup tomorrow, due in 10 days, no load: unassigned
    await createOrder(customer, { ...held, status: OrderStatus.Active, startAt: '2026-11-22', dueDate: '2026-12-01' });
    // active, pickup in 8 days: not upcoming
    const later = await createOrder(customer, {
      ...held,
      status: OrderStatus.Active,
      startAt: '2026-11-29',
      dueDate: '2026-12-05',
    });
    await createLoad(later.id, { driverUserId: driver.id, status: TaskStatus.Assigned, carIds: [later.cars[0].id] });
    // completed and past due: counts nowhere
    await createOrder(customer, { ...held, status: OrderStatus.Completed, dueDate: '2026-11-10' });
    // another company's job
    await createOrder(customer, { status: OrderStatus.InProgress, carrierBusinessId: null, dueDate: '2026-11-01' });
  });
  afterAll(() => t.close());

  it('counts the jobs the company holds and its active team', async () => {
    const { status, body } = await stats(carrier);
    expect(status).toBe(200);
    expect(body).toEqual({
      orders_in_progress: 2,
      pending_quote_requests: 0,
      late_orders: 1,
      unassigned_loads: 2,
      upcoming_delivery: 1,
      upcoming_pickups: 1,
      active_dispatchers: 1,
      active_drivers: 2,
    });
  });

  it('answers zeros to a company with no jobs', async () => {
    const { body } = await stats(await t.loginAs(Role.TransportCompany));
    expect(Object.values(body).every((n) => n === 0)).toBe(true);
  });

  it('is for the transport company only', async () => {
    const dispatcher = await t.loginAs(Role.Dispatcher, { businessDetailsId: carrier.user.businessDetailsId });
    for (const who of [dispatcher, await t.loginAs(Role.Driver), await t.loginAs(Role.Dealer)]) {
      expect((await stats(who)).status).toBe(403);
    }
    expect((await stats(await t.loginAs(Role.TransportCompany, { active: false }))).status).toBe(403);
    expect((await t.app.inject({ url: '/api/orders/active-statistics' })).statusCode).toBe(401);
  });
});
