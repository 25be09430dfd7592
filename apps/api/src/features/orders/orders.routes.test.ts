import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type MyOrderRow, type Paged } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('POST /orders/all/:filter (my orders)', () => {
  let t: TestApp;
  let dealer: Session;
  let subdealer: Session;
  let privateUser: Session;
  const numbers = (body: Paged<MyOrderRow>) => body.data.map((o) => o.order_number);

  const list = async (who: Session, filter: number | string, body: Record<string, unknown> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/all/${filter}`, headers: who.headers, payload: body });
    return { status: res.statusCode, body: res.json() as Paged<MyOrderRow> };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
    subdealer = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId, parentId: dealer.user.id });
    privateUser = await t.loginAs(Role.PrivateUser);
    const otherDealer = await t.createUser(Role.Dealer);
    const otherPrivate = await t.createUser(Role.PrivateUser);

    // dealer's own orders, newest first: A … G (G is deleted)
    await createOrder(dealer.user, { orderNumber: 'RT-100001', status: 1, currentStep: 2, cars: [{ vin: '1HGCM82633A004352' }] });
    await createOrder(dealer.user, {
      orderNumber: 'RT-100002',
      status: 3,
      dealerPriceTvaCents: 150_000,
      shippingMethod: 3,
      startAt: '2026-11-23',
      dueDate: '2026-11-28',
      deliveryDays: 3,
      cars: [{ vin: '2HGFC2F58MH210137' }, { vin: '4T1B11HK0NU210000' }],
    });
    await createOrder(dealer.user, { orderNumber: 'RT-100003', status: 5, dealerPriceTvaCents: 90_000, dueDate: '2026-11-01' });
    await createOrder(dealer.user, { orderNumber: 'RT-100004', status: 9, currentStep: 3 });
    await createOrder(dealer.user, { orderNumber: 'RT-100005', status: 11, isAutoDispatch: true, currentStep: 4 });
    await createOrder(dealer.user, {
      orderNumber: 'RT-100006',
      status: 1,
      isAutoDispatch: true,
      currentStep: 2,
      isRejected: true,
    });
    await createOrder(dealer.user, { orderNumber: 'RT-100007', status: 4, deletedAt: new Date('2026-11-20T00:00:00Z') });
    // the sub-dealer's, in the same business
    await createOrder(subdealer.user, { orderNumber: 'RT-200001', status: 8, dealerPriceTvaCents: 200_000, cars: [{}, {}, {}] });
    await createOrder(subdealer.user, { orderNumber: 'RT-200002', status: 6, dealerPriceTvaCents: 50_000 });
    // other customers
    await createOrder(otherDealer, { orderNumber: 'RT-300001', status: 3 });
    await createOrder(privateUser.user, { orderNumber: 'RT-400001', status: 1 });
    await createOrder(privateUser.user, { orderNumber: 'RT-400002', status: 10 });
    await createOrder(otherPrivate, { orderNumber: 'RT-500001', status: 3 });
  });
  afterAll(() => t.close());

  describe('who sees what', () => {
    it("shows a dealer his business's orders, his sub-dealers' included, never deleted ones", async () => {
      const { status, body } = await list(dealer, 1);
      expect(status).toBe(200);
      expect(numbers(body)).toEqual([
        'RT-100001',
        'RT-100002',
        'RT-100003',
        'RT-100004',
        'RT-100005',
        'RT-100006',
        'RT-200001',
        'RT-200002',
      ]);
    });

    it("shows a sub-dealer only his own orders, not the dealer's", async () => {
      expect(numbers((await list(subdealer, 1)).body)).toEqual(['RT-200001', 'RT-200002']);
    });

    it('shows a private user only his own orders', async () => {
      expect(numbers((await list(privateUser, 1)).body)).toEqual(['RT-400001', 'RT-400002']);
    });
  });

  describe('filters', () => {
    it.each([
      [2, ['RT-100002', 'RT-200001']],
      [3, ['RT-100003', 'RT-200002']],
      [4, ['RT-100001', 'RT-100006']],
      [5, ['RT-100004']],
      [6, ['RT-100005', 'RT-100006']],
    ])('filter %i lists its orders', async (filter, expected) => {
      expect(numbers((await list(dealer, filter)).body)).toEqual(expected);
    });

    it('answers 422 with a field error for an unknown filter', async () => {
      for (const bad of [0, 7, 9, 'drafts']) {
        const res = await list(dealer, bad);
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({ errors: { filter: ['invalidChoice'] } });
      }
    });
  });

  describe('rows', () => {
    it('presents a row with its status name, places and price in dollars', async () => {
      const row = (await list(dealer, 2)).body.data.find((o) => o.order_number === 'RT-100002');
      expect(row).toMatchObject({
        status: 3,
        status_name: 'Active',
        is_auto_dispatch: false,
        is_rejected: false,
        quotes_count: 0,
        cars_amount: 2,
        shipping_method: 3,
        start_at: '2026-11-23',
        due_date: '2026-11-28',
        delivery_days: 3,
        price: 1500,
        from: { city: 'Toronto', province: 'ON', zip_code: 'M5R 2A5', address: '1200 Bay St, Toronto, ON M5R 2A5' },
        to: { city: 'Montréal', province: 'QC' },
      });
      expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('marks rejected drafts and gives null prices while unpriced', async () => {
      const rows = (await list(dealer, 4)).body.data;
      expect(rows.find((o) => o.order_number === 'RT-100006')).toMatchObject({
        is_rejected: true,
        price: null,
        status_name: 'Draft',
      });
    });
  });

  describe('sorting', () => {
    it('sorts by creation date both ways', async () => {
      const asc = numbers((await list(subdealer, 1, { order_by: 'created_at', order_direction: 'asc' })).body);
      expect(asc).toEqual(['RT-200002', 'RT-200001']);
    });

    it('sorts by order number both ways', async () => {
      const asc = numbers((await list(dealer, 1, { order_by: 'order_number', order_direction: 'asc' })).body);
      expect(asc).toEqual([...asc].sort());
      const desc = numbers((await list(dealer, 1, { order_by: 'order_number', order_direction: 'desc' })).body);
      expect(desc).toEqual([...asc].reverse());
    });

    it('sorts by price with unpriced orders last in both directions', async () => {
      const asc = numbers((await list(dealer, 1, { order_by: 'price', order_direction: 'asc' })).body);
      expect(asc.slice(0, 4)).toEqual(['RT-200002', 'RT-100003', 'RT-100002', 'RT-200001']);
      const desc = numbers((await list(dealer, 1, { order_by: 'price', order_direction: 'desc' })).body);
      expect(desc.slice(0, 4)).toEqual(['RT-200001', 'RT-100002', 'RT-100003', 'RT-200002']);
    });

    it('sorts by cars and by status', async () => {
      const byCars = (await list(dealer, 1, { order_by: 'cars_amount', order_direction: 'desc' })).body.data;
      expect(byCars.map((o) => o.cars_amount)).toEqual([3, 2, 1, 1, 1, 1, 1, 1]);
      const byStatus = (await list(dealer, 1, { order_by: 'status', order_direction: 'asc' })).body.data;
      expect(byStatus.map((o) => o.status)).toEqual([1, 1, 3, 5, 6, 8, 9, 11]);
    });

    it('accepts the sort as query values too', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/all/1?order_by=order_number&order_direction=asc',
        headers: subdealer.headers,
      });
      expect(numbers(res.json())).toEqual(['RT-200001', 'RT-200002']);
    });

    it('rejects a sort column outside the allow-list and a bad direction or page with 422', async () => {
      const res = await list(dealer, 1, { order_by: 'password_hash', order_direction: 'sideways', page: 0 });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        errors: { order_by: ['invalidChoice'], order_direction: ['invalidChoice'], page: ['invalidChoice'] },
      });
      expect((await list(dealer, 1, { page: 'abc' })).status).toBe(422);
    });
  });

  describe('search', () => {
    it('finds an order by a piece of a VIN, in any case', async () => {
      expect(numbers((await list(dealer, 1, { vin: 'cm82633' })).body)).toEqual(['RT-100001']);
      expect(numbers((await list(dealer, 1, { vin: 'MH2101' })).body)).toEqual(['RT-100002']);
    });

    it('finds orders by the start of their number, with or without the prefix', async () => {
      expect(numbers((await list(dealer, 1, { vin: 'rt-2000' })).body)).toEqual(['RT-200001', 'RT-200002']);
      expect(numbers((await list(dealer, 1, { vin: '100003' })).body)).toEqual(['RT-100003']);
    });

    it("never finds another customer's orders, and treats wildcards literally", async () => {
      expect(numbers((await list(subdealer, 1, { vin: 'CM82633' })).body)).toEqual([]);
      expect(numbers((await list(dealer, 1, { vin: '%' })).body)).toEqual([]);
    });

    it('combines the search with the filter', async () => {
      expect(numbers((await list(dealer, 3, { vin: 'RT-1' })).body)).toEqual(['RT-100003']);
    });
  });

  describe('access', () => {
    it('answers 401 without a token', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orders/all/1',
        headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    });

    it('answers 403 to carriers, drivers and staff', async () => {
      for (const role of [Role.Admin, Role.Accountant, Role.TransportCompany, Role.Dispatcher, Role.Driver]) {
        expect((await list(await t.loginAs(role), 1)).status).toBe(403);
      }
    });

    it('lists the orders of a customer whose account is not approved yet (the spec gates no my-orders page)', async () => {
      const res = await list(await t.loginAs(Role.Dealer, { active: false }), 1);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ data: [], meta: { total: 0 } });
    });
  });
});
