import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, type AdminOrderDetail, type AdminOrderRow, type Paged } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory, TORONTO } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('GET /admin/orders: the operator finds any order', () => {
  let t: TestApp;
  let admin: Session;
  let dealer: Session;
  const numbers = new Map<string, string>();

  const list = async (who: Session, query = '') => {
    const res = await t.app.inject({ url: `/api/admin/orders${query}`, headers: who.headers });
    return { status: res.statusCode, body: res.json() as Paged<AdminOrderRow> };
  };
  const found = (body: Paged<AdminOrderRow>) => body.data.map((r) => r.order_number).sort();
  const named = (...keys: string[]) => keys.map((k) => numbers.get(k)!).sort();

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    admin = await t.loginAs(Role.Admin);
    const lakeshore = await t.createBusiness(3, { name: 'Lakeshore Auto Group' });
    dealer = await t.loginAs(Role.Dealer, {
      email: 'olivia@lakeshore.test',
      firstName: 'Olivia',
      lastName: 'Roy',
      businessDetailsId: lakeshore.id,
    });
    const other = await t.createUser(Role.PrivateUser, { email: 'sam@example.test', firstName: 'Sam', lastName: 'Tremblay' });
    const haulers = await t.createBusiness(5, { name: 'Northern Haulers' });
    const today = t.deps.clock().toISOString().slice(0, 10);
    const day = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const made = {
      // on the board, no carrier, pickup tomorrow
      unassigned: await createOrder(dealer.user, { status: OrderStatus.Active, shippingMethod: 3, startAt: day(1) }),
      // carried, due yesterday
      late: await createOrder(other, {
        status: OrderStatus.InProgress,
        shippingMethod: 2,
        carrierBusinessId: haulers.id,
        acceptedByTcAt: t.deps.clock(),
        startAt: day(-5),
        dueDate: day(-1),
        cars: [{ vin: '1HGCM82633A004352' }],
      }),
      // booked for next month: nothing to do
      calm: await createOrder(other, {
        status: OrderStatus.Active,
        shippingMethod: 3,
        startAt: day(30),
        destination: { ...TORONTO, city: 'Vancouver', province: 'BC' },
        toCity: 'Vancouver',
      }),
      draft: await createOrder(dealer.user, { status: OrderStatus.Draft }),
    };
    for (const [key, order] of Object.entries(made)) numbers.set(key, order.orderNumber);
  });
  afterAll(() => t.close());

  it('lists every order but drafts, newest first, with customer, carrier and places', async () => {
    const { status, body } = await list(admin);
    expect(status).toBe(200);
    expect(found(body)).toEqual(named('unassigned', 'late', 'calm'));
    const late = body.data.find((r) => r.order_number === numbers.get('late'))!;
    expect(late).toMatchObject({
      customer: { name: 'Sam Tremblay', email: 'sam@example.test', business_name: null },
      carrier_name: 'Northern Haulers',
      from: { city: 'Toronto' },
      to: { city: 'Montréal' },
      attention: ['late'],
    });
    const unassigned = body.data.find((r) => r.order_number === numbers.get('unassigned'))!;
    expect(unassigned.customer).toEqual({
      name: 'Olivia Roy',
      email: 'olivia@lakeshore.test',
      business_name: 'Lakeshore Auto Group',
    });
    expect(unassigned.attention).toEqual(['unassigned_soon']);
  });

  it('shows drafts when asked for by status, and filters by method', async () => {
    expect(found((await list(admin, `?status=${OrderStatus.Draft}`)).body)).toEqual(named('draft'));
    expect(found((await list(admin, '?shipping_method=2')).body)).toEqual(named('late'));
  });

  it('searches order number, VIN, customer, carrier and place', async () => {
    const late = numbers.get('late')!;
    expect(found((await list(admin, `?search=${late}`)).body)).toEqual([late]);
    expect(found((await list(admin, '?search=004352')).body)).toEqual([late]);
    expect(found((await list(admin, '?search=northern')).body)).toEqual([late]);
    expect(found((await list(admin, '?search=lakeshore')).body)).toEqual(named('unassigned'));
    expect(found((await list(admin, '?search=sam%40example')).body)).toEqual(named('late', 'calm'));
    expect(found((await list(admin, '?search=vancouver')).body)).toEqual(named('calm'));
  });

  it('keeps only the orders that need an operator, each with its reasons', async () => {
    const { body } = await list(admin, '?attention=1');
    expect(found(body)).toEqual(named('unassigned', 'late'));
  });

  it('filters by creation day, and refuses a range that ends before it starts', async () => {
    const today = t.deps.clock().toISOString().slice(0, 10);
    expect((await list(admin, `?created_from=${today}&created_to=2000-01-01`)).status).toBe(422);
    expect(found((await list(admin, '?created_to=2000-01-01')).body)).toEqual([]);
    expect((await list(admin, '?status=42')).status).toBe(422);
  });

  it('opens one order, a draft too, and answers 404 for a missing one', async () => {
    const { body } = await list(admin, `?status=${OrderStatus.Draft}`);
    const draft = body.data[0];
    const res = await t.app.inject({ url: `/api/admin/orders/${draft.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...draft, history: [], audit: [] });
    expect((await t.app.inject({ url: '/api/admin/orders/999999', headers: admin.headers })).statusCode).toBe(404);
  });

  it("tells an order's history: each status change, by whom and when, oldest first", async () => {
    const { body } = await list(admin, '?shipping_method=2');
    const res = await t.app.inject({ url: `/api/admin/orders/${body.data[0].id}`, headers: admin.headers });
    const history = (res.json() as AdminOrderDetail).history;
    expect(history.map((c) => [c.from_status, c.to_status, c.event, c.actor])).toEqual([
      [OrderStatus.Draft, OrderStatus.Active, 'book', 'customer'],
      [OrderStatus.Active, OrderStatus.InProgress, 'start_transport', 'driver'],
    ]);
    expect(Date.parse(history[0].at)).not.toBeNaN();
  });

  it('is for admins only', async () => {
    expect((await list(dealer)).status).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/orders/1', headers: dealer.headers })).statusCode).toBe(403);
  });
});
