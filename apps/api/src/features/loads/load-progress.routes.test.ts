import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  Role,
  TaskStatus,
  type DriverLoad,
  type NotificationList,
  type OrderDetail,
  type OrderInspections,
} from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { formBody, inspectionParts, PDF, png } from '../../test/load-forms.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { findOrderRow, orderCars } from '../orders/order-delivery.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('a driver runs his load: accept, steps, inspections, position, delivery', () => {
  let t: TestApp;
  let driver: Session;
  let otherDriver: Session;
  let carrier: Session;
  let otherCarrier: Session;
  let customer: Session;
  let orderId: number;
  let carIds: number[];
  let loadId: number;
  let rejectId: number;

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
  const inspect = async (who: Session, carId: number, kind: 'pickup' | 'delivery', over = {}) =>
    call(who, 'POST', `/inspections/${loadId}`, formBody(await inspectionParts(carId, kind, over)));

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder, createVehicle, createLoad } = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    otherCarrier = await t.loginAs(Role.TransportCompany);
    const crew = { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id };
    driver = await t.loginAs(Role.Driver, crew);
    otherDriver = await t.loginAs(Role.Driver, crew);
    customer = await t.loginAs(Role.Dealer);
    const truck = await createVehicle(carrier.user.businessDetailsId!, { type: 2, licensePlate: 'HAL 7310' });
    const order = await createOrder(customer.user, {
      status: OrderStatus.Active,
      dueDate: '2026-11-25',
      carrierBusinessId: carrier.user.businessDetailsId,
      initialTcPriceCents: 80000,
      performanceBonusCents: 4000,
      fuelFeeCents: 2500,
      cars: [
        { vin: '2T3P1RFVXPW210548', make: 'Toyota', model: 'RAV4', year: 2023 },
        { vin: '1FTFW1E51PF210274', make: 'Ford', model: 'F-150', year: 2023 },
      ],
    });
    orderId = order.id;
    carIds = order.cars.map((c) => c.id);
    loadId = (await createLoad(order.id, { driverUserId: driver.user.id, vehicleId: truck.id, status: 11, carIds })).id;
    rejectId = (await createLoad(order.id, { driverUserId: driver.user.id, status: 11 })).id;
  });
  afterAll(() => t.close());

  it('shows the driver one of his loads, without contacts before he accepts', async () => {
    const res = await call(driver, 'GET', `/loads/assigned/${loadId}`);
    expect(res.statusCode).toBe(200);
    const load = res.json<DriverLoad>();
    expect(load).toMatchObject({
      id: loadId,
      status: 11,
      progress: 0,
      should_charge_fee: true,
      contacts: [],
      is_late: false,
      vehicle: { type: 2, license_plate: 'HAL 7310' },
      from: { city: 'Toronto', address: '1200 Bay St, Toronto, ON M5R 2A5' },
    });
    expect(load.steps.map((s) => s.availability)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(load.cars).toHaveLength(2);
  });

  it('answers 404 to another driver and to a carrier that does not hold the job (403 to a customer)', async () => {
    expect((await call(otherDriver, 'GET', `/loads/assigned/${loadId}`)).statusCode).toBe(404);
    expect((await call(otherDriver, 'PUT', `/loads/accept/${loadId}`)).statusCode).toBe(404);
    expect((await call(otherCarrier, 'GET', `/loads/status/${loadId}`)).statusCode).toBe(404);
    expect((await call(otherCarrier, 'PUT', `/loads/status/${loadId}`, json({ from: 0 }))).statusCode).toBe(404);
    expect((await call(customer, 'GET', `/loads/status/${loadId}`)).statusCode).toBe(403);
    expect((await call(driver, 'GET', '/loads/assigned/999999')).statusCode).toBe(404);
  });

  it('leaves the loads of a cancelled order as they are', async () => {
    const { createOrder, createLoad } = createOrderFactory(t.deps);
    const cancelled = await createOrder(customer.user, {
      status: OrderStatus.Cancelled,
      carrierBusinessId: carrier.user.businessDetailsId,
    });
    const stale = await createLoad(cancelled.id, {
      driverUserId: driver.user.id,
      status: 12,
      progress: 1,
      carIds: [cancelled.cars[0].id],
    });
    expect((await call(driver, 'PUT', `/loads/status/${stale.id}`, json({ from: 1 }))).json()).toEqual({
      message: 'load.order_not_running',
    });
    expect((await call(driver, 'POST', `/loads/position/${stale.id}`, json({ lat: 44, lng: -76 }))).statusCode).toBe(409);
  });

  it('refuses a step before the driver accepts', async () => {
    const res = await call(driver, 'PUT', `/loads/status/${loadId}`, json({ from: 0 }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'load.not_accepted' });
  });

  it('lets the driver reject a load once, and accept another', async () => {
    const rejected = await call(driver, 'PUT', `/loads/reject/${rejectId}`);
    expect(rejected.json()).toMatchObject({ status: TaskStatus.Rejected });
    expect((await call(driver, 'PUT', `/loads/accept/${rejectId}`)).statusCode).toBe(409);
    const accepted = await call(driver, 'PUT', `/loads/accept/${loadId}`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<DriverLoad>().steps[0]).toEqual({ status: 1, availability: 2 });
  });

  it('refuses a step from a stale page: the call names the step it advances from', async () => {
    // the driver is on his way (1); a dispatcher's page still shows the load before it (0)
    expect((await call(driver, 'PUT', `/loads/status/${loadId}`, json({ from: 0 }))).json()).toMatchObject({ progress: 1 });
    const stale = await call(carrier, 'PUT', `/loads/status/${loadId}`, json({ from: 0 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: 'load.step_stale' });
    expect((await call(carrier, 'GET', `/loads/status/${loadId}`)).json()).toMatchObject({ progress: 1 });
    const missing = await call(carrier, 'PUT', `/loads/status/${loadId}`, json({}));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ from: ['isRequired'] });
  });

  it('walks the steps one at a time, the company holding the job included', async () => {
    expect((await call(carrier, 'PUT', `/loads/status/${loadId}`, json({ from: 1 }))).json()).toMatchObject({ progress: 2 });
    const steps = await call(carrier, 'GET', `/loads/status/${loadId}`);
    expect(steps.json().steps.map((s: { availability: number }) => s.availability)).toEqual([1, 1, 2, 3, 3, 3]);
    expect((await call(driver, 'PUT', `/loads/status/${loadId}`, json({ from: 2 }))).json()).toMatchObject({ progress: 3 });
  });

  it('needs a pickup inspection of every car before "inspection completed"', async () => {
    const delivery = await inspect(driver, carIds[0], 'delivery');
    expect(delivery.statusCode).toBe(409);
    const notImage = formBody([
      { name: 'kind', value: 'pickup' },
      { name: 'car_id', value: String(carIds[0]) },
      { name: 'odometer', value: '10' },
      { name: 'photos[]', file: 'x.pdf', bytes: PDF },
      { name: 'signature', file: 's.png', bytes: await png(), type: 'image/png' },
    ]);
    const refused = await call(driver, 'POST', `/inspections/${loadId}`, notImage);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ photos: ['imagesOnly'] });
    const otherCar = await inspect(driver, 999999, 'pickup');
    expect(otherCar.json().errors).toEqual({ car_id: ['invalidChoice'] });
    const first = await inspect(driver, carIds[0], 'pickup', { damages: [{ panel: 'hood', kind: 'scratch' }] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ car_id: carIds[0], kind: 'pickup' });
    expect((await call(driver, 'PUT', `/loads/status/${loadId}`, json({ from: 3 }))).json()).toEqual({
      message: 'load.pickup_inspection_required',
    });
    expect((await inspect(driver, carIds[1], 'pickup')).statusCode).toBe(201);
    expect((await call(driver, 'PUT', `/loads/status/${loadId}`, json({ from: 3 }))).json()).toMatchObject({ progress: 4 });
  });

  it('refuses bad inspections with field errors and stores nothing', async () => {
    const bad = await inspect(driver, carIds[0], 'pickup', {
      odometer: '-4',
      damages: [{ panel: 'wing', kind: 'dent' }],
      photos: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      odometer: ['outOfRange'],
      'damages.0.panel': ['invalidChoice'],
      photos: ['isRequired'],
    });
    expect((await call(driver, 'POST', `/inspections/${loadId}`)).statusCode).toBe(422);
    expect(
      (await call(otherDriver, 'POST', `/inspections/${loadId}`, formBody(await inspectionParts(carIds[0], 'pickup'))))
        .statusCode,
    ).toBe(404);
  });

  it('starts the order when the load begins transport, then shares the position', async () => {
    expect((await call(driver, 'POST', `/loads/position/${loadId}`, json({ lat: 44.2, lng: -76.5 }))).statusCode).toBe(409);
    expect((await call(driver, 'PUT', `/loads/status/${loadId}`, json({ from: 4 }))).json()).toMatchObject({ progress: 5 });
    expect((await findOrderRow(t.deps, orderId))?.status).toBe(OrderStatus.InProgress);
    const shared = await call(driver, 'POST', `/loads/position/${loadId}`, json({ lat: 44.2312, lng: -76.486 }));
    expect(shared.statusCode).toBe(200);
    expect((await orderCars(t.deps, orderId)).map((c) => c.lastPosition)).toEqual([
      { lat: 44.2312, lng: -76.486, address: null },
      { lat: 44.2312, lng: -76.486, address: null },
    ]);
    expect((await call(driver, 'POST', `/loads/position/${loadId}`, json({ lat: 120, lng: 0 }))).statusCode).toBe(422);
    const seen = (await call(customer, 'GET', `/orders/${orderId}`)).json<OrderDetail>();
    expect(seen.status).toBe(OrderStatus.InProgress);
    expect(seen.cars[0]).toMatchObject({
      current_task: { status: 12 },
      has_inspection: true,
      last_position: { lat: 44.2312, lng: -76.486, address: null },
    });
    expect((await call(otherDriver, 'POST', `/loads/position/${loadId}`, json({ lat: 44, lng: -76 }))).statusCode).toBe(404);
  });

  it('reaches "order completed" only through delivery', async () => {
    expect((await call(driver, 'PUT', `/loads/status/${loadId}`, json({ from: 5 }))).json()).toEqual({
      message: 'load.complete_through_delivery',
    });
  });

  it('checks the completion form: a file, fee and its receipt together, delivery inspections first', async () => {
    const complete = (parts: Parameters<typeof formBody>[0]) =>
      call(driver, 'POST', `/loads/mark-as-completed/${loadId}`, formBody(parts));
    const noFile = await complete([{ name: 'notes', value: 'Left keys at the desk' }]);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ files: ['isRequired'] });
    const feeOnly = await complete([
      { name: 'files[]', file: 'bol.pdf', bytes: PDF },
      { name: 'fuel_fee', value: '45.50' },
    ]);
    expect(feeOnly.json().errors).toEqual({ fuel_fee_file: ['feeFileRequired'] });
    const receiptOnly = await complete([
      { name: 'files[]', file: 'bol.pdf', bytes: PDF },
      { name: 'fuel_fee_file', file: 'r.pdf', bytes: PDF },
    ]);
    expect(receiptOnly.json().errors).toEqual({ fuel_fee: ['feeRequired'] });
    const early = await complete([{ name: 'files[]', file: 'bol.pdf', bytes: PDF }]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'load.delivery_inspection_required' });
    const exe = await complete([{ name: 'files[]', file: 'x.exe', bytes: Buffer.from('MZ\x90\x00') }]);
    expect(exe.statusCode).toBe(409);
  });

  it('delivers the load: cars delivered, the fuel fee above the order a claim, order completed on time, customer emailed', async () => {
    // the pickup read 45,210 km: a lower reading at delivery is refused
    const backwards = await inspect(driver, carIds[0], 'delivery', { odometer: '45000' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ odometer: ['odometerBelowPickup'] });
    expect(
      (
        await inspect(driver, carIds[0], 'delivery', {
          damages: [
            { panel: 'hood', kind: 'scratch' },
            { panel: 'roof', kind: 'dent' },
          ],
        })
      ).statusCode,
    ).toBe(201);
    expect((await inspect(driver, carIds[1], 'delivery')).statusCode).toBe(201);
    const res = await call(
      driver,
      'POST',
      `/loads/mark-as-completed/${loadId}`,
      formBody([
        { name: 'files[]', file: 'bol.pdf', bytes: PDF },
        { name: 'delivered_at', value: '2026/11/21' },
        { name: 'notes', value: 'Delivered to the service desk' },
        { name: 'fuel_fee', value: '45.50' },
        { name: 'fuel_fee_file', file: 'receipt.png', bytes: await png(), type: 'image/png' },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      progress: 6,
      delivery: { delivered_at: '2026-11-21', delivered_on_time: true, fuel_fee: 45.5 },
    });
    const order = await findOrderRow(t.deps, orderId);
    // the customer paid $25.00 of fuel: the $45.50 stated waits for an admin
    expect(order).toMatchObject({ status: OrderStatus.Completed, deliveredOnTime: true, fuelFeeCents: 2500 });
    expect(order?.carrierPriceCents).toBe(80000 + 2500 + 4000);
    const claims = (await call(carrier, 'GET', `/orders/${orderId}/fuel-fee-claims`)).json();
    expect(claims.data).toMatchObject([{ load_id: loadId, amount: 45.5, order_fuel_fee: 25, status: 'pending' }]);
    expect((await orderCars(t.deps, orderId)).every((c) => c.isDelivered)).toBe(true);
    const seen = (await call(customer, 'GET', `/orders/${orderId}`)).json<OrderDetail>();
    expect(seen.cars.map((c) => [c.is_delivered, c.current_task])).toEqual([
      [true, null],
      [true, null],
    ]);
    await t.drainJobs();
    expect(t.lastMailTo(customer.user.email)?.subject).toBe(`Order ${order?.orderNumber} delivered`);
    // the customer is told, not the carriers
    const told = async (who: Session) =>
      (await call(who, 'GET', '/users/notifications')).json<NotificationList>().data.filter((n) => n.order_id === orderId);
    expect((await told(customer)).map((n) => [n.type, n.title])).toContainEqual([
      'load_delivered',
      `Order ${order?.orderNumber} was delivered`,
    ]);
    expect(await told(carrier)).toEqual([]);
    expect(await told(otherCarrier)).toEqual([]);
    expect(
      (
        await call(
          driver,
          'POST',
          `/loads/mark-as-completed/${loadId}`,
          formBody([{ name: 'files[]', file: 'b.pdf', bytes: PDF }]),
        )
      ).statusCode,
    ).toBe(409);
  });

  it("lists the driver's loads with their steps and inspections", async () => {
    const res = await call(driver, 'GET', '/loads/assigned');
    const rows = res.json<{ data: DriverLoad[] }>().data;
    const delivered = rows.find((l) => l.id === loadId);
    expect(delivered?.steps.every((s) => s.availability === 1)).toBe(true);
    expect(delivered?.inspections).toHaveLength(4);
    expect(rows.some((l) => l.id === rejectId)).toBe(false);
  });

  it("shows the order's customer, the carrier holding it and staff each car's inspections side by side", async () => {
    await t.drainJobs(); // the photos' thumbnails
    const res = await call(customer, 'GET', `/orders/${orderId}/inspections`);
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json<OrderInspections>().data;
    expect(first).toMatchObject({
      car_id: carIds[0],
      is_delivered: true,
      task: { load_id: loadId, status: 12, progress: 6 },
      pickup: { kind: 'pickup', odometer: 45210, damages: [{ panel: 'hood', kind: 'scratch' }], notes: 'Checked in daylight' },
      delivery: {
        kind: 'delivery',
        damages: [
          { panel: 'hood', kind: 'scratch' },
          { panel: 'roof', kind: 'dent' },
        ],
      },
    });
    expect(second.pickup?.damages).toEqual([]);
    const photo = first.pickup!.photos[0];
    expect(photo.thumbnail_url).toMatch(/-thumb\.webp\?/);
    const file = await t.app.inject({ url: photo.path_url.replace('http://routier.test', '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect((await call(carrier, 'GET', `/orders/${orderId}/inspections`)).statusCode).toBe(200);
    expect((await call(await t.loginAs(Role.Admin), 'GET', `/orders/${orderId}/inspections`)).statusCode).toBe(200);
    expect((await call(await t.loginAs(Role.Dealer), 'GET', `/orders/${orderId}/inspections`)).statusCode).toBe(404);
    expect((await call(otherCarrier, 'GET', `/orders/${orderId}/inspections`)).statusCode).toBe(404);
    expect((await call(driver, 'GET', `/orders/${orderId}/inspections`)).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/orders/999999/inspections')).statusCode).toBe(404);
  });

  it("gives the load's driver the bill of lading, with the inspections' damage marks", async () => {
    const res = await call(driver, 'GET', `/cars/bill-of-lading/${carIds[0]}`);
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'bol-'));
    writeFileSync(path.join(dir, 'bol.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'bol.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('At pickup');
    expect(text).toContain('Hood: scratch');
    expect(text).toContain('Roof: dent');
    expect(text).toContain('45,210 km');
    expect((await call(otherDriver, 'GET', `/cars/bill-of-lading/${carIds[0]}`)).statusCode).toBe(404);
  });
});

const json = (body: unknown) => ({ payload: Buffer.from(JSON.stringify(body)), headers: { 'content-type': 'application/json' } });
