import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type DriverLoad, type Paged } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('GET /loads/assigned (driver loads)', () => {
  let t: TestApp;
  let driver: Session;
  let busyDriver: Session;
  const ids: Record<string, number> = {};

  const list = async (who: Session, query = '') => {
    const res = await t.app.inject({ url: `/api/loads/assigned${query}`, headers: who.headers });
    return { status: res.statusCode, body: res.json() as Paged<DriverLoad> };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder, createVehicle, createLoad } = createOrderFactory(t.deps);
    const carrier = await t.createUser(Role.TransportCompany);
    const crew = { businessDetailsId: carrier.businessDetailsId, parentId: carrier.id };
    driver = await t.loginAs(Role.Driver, crew);
    busyDriver = await t.loginAs(Role.Driver, crew);
    const otherDriver = await t.createUser(Role.Driver, crew);
    const truck = await createVehicle(carrier.businessDetailsId!, { type: 2, licensePlate: 'HAL 7310' });
    const customer = await t.createUser(Role.Dealer);
    const order = await createOrder(customer, {
      orderNumber: 'RT-900100',
      status: 4,
      dueDate: '2026-11-30',
      carrierBusinessId: carrier.businessDetailsId,
      cars: [
        { vin: '2T3P1RFVXPW210548', make: 'Toyota', model: 'RAV4', year: 2023 },
        { vin: '1FTFW1E51PF210274', make: 'Ford', model: 'F-150', year: 2023 },
        {},
      ],
    });
    const deleted = await createOrder(customer, { status: 4, deletedAt: new Date('2026-11-20T00:00:00Z') });
    const at = (hoursAgo: number) => new Date(t.deps.clock().getTime() - hoursAgo * 3_600_000);
    const [c1, c2, c3] = order.cars.map((c) => c.id);

    ids.assigned = (await createLoad(order.id, { driverUserId: driver.user.id, status: 11, createdAt: at(3), carIds: [c1] })).id;
    ids.completed = (
      await createLoad(order.id, {
        driverUserId: driver.user.id,
        vehicleId: truck.id,
        status: 12,
        progress: 6,
        createdAt: at(2),
        carIds: [c1, c2],
      })
    ).id;
    await createLoad(order.id, { driverUserId: driver.user.id, status: 13, createdAt: at(1) });
    await createLoad(order.id, { driverUserId: driver.user.id, status: 14, createdAt: at(1) });
    await createLoad(order.id, { driverUserId: otherDriver.id, status: 12, createdAt: at(1) });
    await createLoad(deleted.id, { driverUserId: driver.user.id, status: 12, createdAt: at(1) });
    ids.started = (
      await createLoad(order.id, {
        driverUserId: driver.user.id,
        status: 12,
        progress: 3,
        createdAt: at(1),
        dueDate: '2026-11-27',
        carIds: [c3],
        origin: { address: '71 Main St W, Hamilton, ON L8P 4Y5', city: 'Hamilton', province: 'ON', zip_code: 'L8P 4Y5' },
      })
    ).id;
    for (let i = 0; i < 17; i++)
      await createLoad(order.id, { driverUserId: busyDriver.user.id, status: 11, createdAt: at(i + 1) });
  });
  afterAll(() => t.close());

  it("lists the driver's assigned and accepted loads, completed ones included, newest first", async () => {
    const { status, body } = await list(driver);
    expect(status).toBe(200);
    expect(body.data.map((l) => l.id)).toEqual([ids.started, ids.completed, ids.assigned]);
    expect(body.meta).toMatchObject({ total: 3, last_page: 1 });
  });

  it('presents each load with its order, places, due date, cars and vehicle', async () => {
    const rows = (await list(driver)).body.data;
    const completed = rows.find((l) => l.id === ids.completed);
    expect(completed).toMatchObject({
      id: ids.completed,
      order_id: expect.any(Number),
      order_number: 'RT-900100',
      status: 12,
      progress: 6,
      from: { address: '1200 Bay St, Toronto, ON M5R 2A5', city: 'Toronto', province: 'ON', lat: 43.6707, lng: -79.3901 },
      to: expect.objectContaining({ city: 'Montréal', province: 'QC' }),
      due_date: '2026-11-30',
      is_late: false,
      cars: [
        { id: expect.any(Number), vin: '2T3P1RFVXPW210548', make: 'Toyota', model: 'RAV4', year: 2023, is_delivered: false },
        { id: expect.any(Number), vin: '1FTFW1E51PF210274', make: 'Ford', model: 'F-150', year: 2023, is_delivered: false },
      ],
      vehicle: { type: 2, license_plate: 'HAL 7310', capacity: 8 },
    });
    expect(completed?.steps.every((s) => s.availability === 1)).toBe(true);
    const started = rows.find((l) => l.id === ids.started);
    expect(started).toMatchObject({
      from: { city: 'Hamilton', address: '71 Main St W, Hamilton, ON L8P 4Y5' },
      due_date: '2026-11-27',
      vehicle: null,
    });
    expect(started?.cars).toHaveLength(1);
  });

  it('pages 15 loads at a time', async () => {
    const first = await list(busyDriver);
    expect(first.body.data).toHaveLength(15);
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 2, from: 1, to: 15, total: 17, per_page: 15 });
    expect(first.body.links.next).toBe('http://routier.test/api/loads/assigned?page=2');
    const second = await list(busyDriver, '?page=2');
    expect(second.body.data).toHaveLength(2);
    expect((await list(busyDriver, '?page=0')).status).toBe(422);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ url: '/api/loads/assigned' })).statusCode).toBe(401);
  });

  it('answers 403 to every other role and to a driver not approved', async () => {
    for (const role of [Role.TransportCompany, Role.Dispatcher, Role.Dealer, Role.PrivateUser, Role.Admin]) {
      expect((await list(await t.loginAs(role))).status).toBe(403);
    }
    expect((await list(await t.loginAs(Role.Driver, { active: false }))).status).toBe(403);
  });
});
