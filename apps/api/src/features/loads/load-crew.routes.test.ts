import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, type OrderInspections } from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { formBody, inspectionParts, PDF } from '../../test/load-forms.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { findOrderRow } from '../orders/order-delivery.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

// Decisions 026 and 057: the company holding the job runs the load of a driver without a phone, inspections included.
describe('the company runs a load for its driver without a phone: steps, inspections, delivery', () => {
  let t: TestApp;
  let carrier: Session;
  let dispatcher: Session;
  let otherCarrier: Session;
  let otherDispatcher: Session;
  let customer: Session;
  let orderId: number;
  let carIds: number[];
  let loadId: number;
  let factory: ReturnType<typeof createOrderFactory>;

  const call = (
    who: Session,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    body?: { payload: Buffer; headers: Record<string, string> },
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...who.headers, ...csrfHeaders, ...(body?.headers ?? {}) },
      ...(body ? { payload: body.payload } : {}),
    });
  const json = (value: object) => ({
    payload: Buffer.from(JSON.stringify(value)),
    headers: { 'content-type': 'application/json' },
  });
  const step = (who: Session, from: number, load = loadId) => call(who, 'PUT', `/loads/status/${load}`, json({ from }));
  const inspect = async (who: Session, carId: number, kind: 'pickup' | 'delivery', over = {}, load = loadId) =>
    call(who, 'POST', `/inspections/${load}`, formBody(await inspectionParts(carId, kind, over)));

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    const { createOrder, createLoad } = factory;
    carrier = await t.loginAs(Role.TransportCompany);
    otherCarrier = await t.loginAs(Role.TransportCompany);
    const crew = { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id };
    dispatcher = await t.loginAs(Role.Dispatcher, crew);
    otherDispatcher = await t.loginAs(Role.Dispatcher, {
      businessDetailsId: otherCarrier.user.businessDetailsId,
      parentId: otherCarrier.user.id,
    });
    // the driver has no phone: he never signs in, the office runs his load
    const driver = await t.createUser(Role.Driver, { ...crew, phone: null });
    customer = await t.loginAs(Role.Dealer);
    const order = await createOrder(customer.user, {
      status: OrderStatus.Active,
      dueDate: '2026-11-25',
      carrierBusinessId: carrier.user.businessDetailsId,
      initialTcPriceCents: 80000,
      cars: [{ vin: '2T3P1RFVXPW210548' }, { vin: '1FTFW1E51PF210274' }],
    });
    orderId = order.id;
    carIds = order.cars.map((c) => c.id);
    loadId = (await createLoad(order.id, { driverUserId: driver.id, status: 12, progress: 2, carIds })).id;
  });
  afterAll(() => t.close());

  it('lets the company and its dispatcher start the inspection and inspect each car at pickup', async () => {
    expect((await step(dispatcher, 2)).json()).toMatchObject({ progress: 3 });
    const first = await inspect(carrier, carIds[0], 'pickup', { damages: [{ panel: 'hood', kind: 'scratch' }] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ car_id: carIds[0], kind: 'pickup' });
    expect((await step(carrier, 3)).json()).toEqual({ message: 'load.pickup_inspection_required' });
    expect((await inspect(dispatcher, carIds[1], 'pickup')).statusCode).toBe(201);
    expect((await step(carrier, 3)).json()).toMatchObject({ progress: 4 });
  });

  it('never lets another company (or its dispatcher) inspect the load: it does not exist for them', async () => {
    expect((await inspect(otherCarrier, carIds[0], 'pickup')).statusCode).toBe(404);
    expect((await inspect(otherDispatcher, carIds[0], 'pickup')).statusCode).toBe(404);
    expect((await inspect(customer, carIds[0], 'pickup')).statusCode).toBe(403);
  });

  it('refuses a bad inspection from the company with field errors, and one at the wrong end with 409', async () => {
    const bad = await inspect(carrier, carIds[0], 'pickup', { odometer: '-4', photos: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ odometer: ['outOfRange'], photos: ['isRequired'] });
    expect((await inspect(carrier, carIds[0], 'delivery')).statusCode).toBe(409);
  });

  it('begins transport, inspects at delivery and delivers the load: the order completes', async () => {
    expect((await step(carrier, 4)).json()).toMatchObject({ progress: 5 });
    expect((await findOrderRow(t.deps, orderId))?.status).toBe(OrderStatus.InProgress);
    for (const carId of carIds)
      expect((await inspect(dispatcher, carId, 'delivery', { odometer: '45755' })).statusCode).toBe(201);
    const done = await call(
      carrier,
      'POST',
      `/loads/mark-as-completed/${loadId}`,
      formBody([{ name: 'files[]', file: 'bol.pdf', bytes: PDF }]),
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ progress: 6 });
    expect((await findOrderRow(t.deps, orderId))?.status).toBe(OrderStatus.Completed);
    const seen = (await call(customer, 'GET', `/orders/${orderId}/inspections`)).json<OrderInspections>();
    expect(seen.data.map((c) => [c.pickup?.odometer, c.delivery?.odometer])).toEqual([
      [45210, 45755],
      [45210, 45755],
    ]);
  });

  it('records nothing on a cancelled order', async () => {
    const { createOrder, createLoad } = factory;
    const cancelled = await createOrder(customer.user, {
      status: OrderStatus.Cancelled,
      carrierBusinessId: carrier.user.businessDetailsId,
    });
    const driver = await t.createUser(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId, phone: null });
    const stale = await createLoad(cancelled.id, {
      driverUserId: driver.id,
      status: 12,
      progress: 3,
      carIds: [cancelled.cars[0].id],
    });
    const res = await inspect(carrier, cancelled.cars[0].id, 'pickup', {}, stale.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'load.order_not_running' });
  });

  it('advances a load once when two pages send the same step at once: one 200, one 409 load.step_stale', async () => {
    const { createOrder, createLoad } = factory;
    const order = await createOrder(customer.user, {
      status: OrderStatus.Active,
      carrierBusinessId: carrier.user.businessDetailsId,
    });
    const driver = await t.createUser(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId, phone: null });
    const load = await createLoad(order.id, { driverUserId: driver.id, status: 12, progress: 0, carIds: [order.cars[0].id] });
    const from = (who: Session) => call(who, 'PUT', `/loads/status/${load.id}`, json({ from: 0 }));
    const answers = await Promise.all([from(carrier), from(dispatcher)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual({ message: 'load.step_stale' });
    expect((await call(carrier, 'GET', `/loads/status/${load.id}`)).json()).toMatchObject({ progress: 1 });
  });

  it('refuses an odometer below the car’s earlier readings unless confirmed, then stores it flagged for the operator', async () => {
    const { createOrder, createLoad } = factory;
    const order = await createOrder(customer.user, {
      status: OrderStatus.Active,
      carrierBusinessId: carrier.user.businessDetailsId,
    });
    const car = order.cars[0].id;
    const driver = await t.createUser(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId, phone: null });
    // an earlier load of the car was inspected at 45,210 km before it was cancelled
    const earlier = await createLoad(order.id, { driverUserId: driver.id, status: 12, progress: 3, carIds: [car] });
    expect((await inspect(carrier, car, 'pickup', {}, earlier.id)).statusCode).toBe(201);
    expect((await call(carrier, 'GET', `/loads/cancel/${earlier.id}`)).statusCode).toBe(200);
    const load = await createLoad(order.id, { driverUserId: driver.id, status: 12, progress: 3, carIds: [car] });
    const below = await inspect(carrier, car, 'pickup', { odometer: '45100' }, load.id);
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({ odometer: ['odometerBelowEarlier'] });
    const maybe = await inspect(carrier, car, 'pickup', { odometer: '45300', confirmed: 'maybe' }, load.id);
    expect(maybe.json().errors).toEqual({ odometer_confirmed: ['invalidValue'] });
    expect((await inspect(carrier, car, 'pickup', { odometer: '45300' }, load.id)).statusCode).toBe(201);
    expect((await step(carrier, 3, load.id)).json()).toMatchObject({ progress: 4 });
    expect((await step(carrier, 4, load.id)).json()).toMatchObject({ progress: 5 });
    const belowPickup = await inspect(carrier, car, 'delivery', { odometer: '45250' }, load.id);
    expect(belowPickup.json().errors).toEqual({ odometer: ['odometerBelowPickup'] });
    expect((await inspect(carrier, car, 'delivery', { odometer: '45250', confirmed: '1' }, load.id)).statusCode).toBe(201);
    const seen = (await call(carrier, 'GET', `/orders/${order.id}/inspections`)).json<OrderInspections>();
    expect(seen.data[0].pickup).toMatchObject({ odometer: 45300, odometer_backwards: false });
    expect(seen.data[0].delivery).toMatchObject({ odometer: 45250, odometer_backwards: true });
  });
});
