import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ActiveJobRow, type Paged } from '@routier/domain';
import type { OrderAddress } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const place = (street: string, city: string, province: string, zip: string): OrderAddress => ({
  address: `${street}, ${city}, ${province} ${zip}`,
  company: null,
  city,
  sublocality: null,
  province,
  country: 'CA',
  lat: 45,
  lng: -75,
  zip_code: zip,
  place_id: null,
});
const OTTAWA = place('111 Albert St', 'Ottawa', 'ON', 'K1P 1A5');
const QUEBEC = place('900 Boulevard René-Lévesque E', 'Québec', 'QC', 'G1R 2B5');

describe('GET /orders/active/:filter (active jobs)', () => {
  let t: TestApp;
  let carrier: Session;
  let dispatcher: Session;
  let otherCarrier: Session;
  const numbers = (body: Paged<ActiveJobRow>) => body.data.map((o) => o.order_number);

  const list = async (who: Session, path: string) => {
    const res = await t.app.inject({ url: `/api/orders/active/${path}`, headers: who.headers });
    return { status: res.statusCode, body: res.json() as Paged<ActiveJobRow> };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    dispatcher = await t.loginAs(Role.Dispatcher, {
      businessDetailsId: carrier.user.businessDetailsId,
      parentId: carrier.user.id,
    });
    otherCarrier = await t.loginAs(Role.TransportCompany);
    const customer = await t.createUser(Role.Dealer);
    const held = (n: number, daysAgo: number) => ({
      orderNumber: `RT-70000${n}`,
      carrierBusinessId: carrier.user.businessDetailsId,
      acceptedByTcAt: new Date(t.deps.clock().getTime() - daysAgo * 86_400_000),
    });
    await createOrder(customer, {
      ...held(1, 1),
      status: 3,
      initialTcPriceCents: 85_000,
      fuelFeeCents: 2_500,
      dueDate: '2026-12-04',
      isExpress: true,
      cars: [{ vin: 'JM3KFBCM0P0210000' }],
    });
    await createOrder(customer, {
      ...held(2, 2),
      status: 4,
      initialTcPriceCents: 50_000,
      fuelFeeCents: 1_000,
      dueDate: '2026-11-30',
      origin: OTTAWA,
      destination: QUEBEC,
    });
    await createOrder(customer, { ...held(3, 3), status: 8, initialTcPriceCents: 70_000, dueDate: '2026-11-25', cars: [{}, {}] });
    await createOrder(customer, { ...held(4, 4), status: 10, initialTcPriceCents: 60_000, dueDate: null });
    await createOrder(customer, {
      ...held(5, 5),
      status: 5,
      initialTcPriceCents: 100_000,
      performanceBonusCents: 5_000,
      deliveredOnTime: true,
      dueDate: '2026-11-18',
    });
    await createOrder(customer, {
      ...held(6, 6),
      status: 6,
      initialTcPriceCents: 95_000,
      performanceBonusCents: 5_000,
      deliveredOnTime: false,
      dueDate: '2026-11-10',
    });
    await createOrder(customer, { ...held(7, 7), status: 2, initialTcPriceCents: 40_000 });
    await createOrder(customer, { ...held(8, 1), status: 3, deletedAt: new Date('2026-11-20T00:00:00Z') });
    await createOrder(customer, {
      orderNumber: 'RT-800001',
      status: 3,
      carrierBusinessId: otherCarrier.user.businessDetailsId,
      acceptedByTcAt: new Date(),
    });
    await createOrder(customer, { orderNumber: 'RT-800002', status: 3 });
  });
  afterAll(() => t.close());

  describe('who sees what', () => {
    it("lists the jobs held by the carrier's company, newest accepted first, never deleted ones", async () => {
      const { status, body } = await list(carrier, '0');
      expect(status).toBe(200);
      expect(numbers(body)).toEqual(['RT-700001', 'RT-700002', 'RT-700003', 'RT-700004', 'RT-700005', 'RT-700006', 'RT-700007']);
    });

    it("shows a dispatcher his company's jobs", async () => {
      expect(numbers((await list(dispatcher, '0')).body)).toEqual(numbers((await list(carrier, '0')).body));
    });

    it("never shows another company's jobs or open offers", async () => {
      expect(numbers((await list(otherCarrier, '0')).body)).toEqual(['RT-800001']);
      const loner = await t.loginAs(Role.TransportCompany, { businessDetailsId: null });
      expect((await list(loner, '0')).body.meta.total).toBe(0);
    });
  });

  describe('filters', () => {
    it('lists active jobs (active, in progress, delayed, hold) and completed jobs', async () => {
      expect(numbers((await list(carrier, '1')).body)).toEqual(['RT-700001', 'RT-700002', 'RT-700003', 'RT-700004']);
      expect(numbers((await list(carrier, '2')).body)).toEqual(['RT-700005', 'RT-700006']);
    });

    it('answers 422 for an unknown filter', async () => {
      for (const bad of ['3', '-1', 'all']) {
        const res = await list(carrier, bad);
        expect(res.status).toBe(422);
        expect(res.body).toMatchObject({ errors: { filter: ['invalidChoice'] } });
      }
    });
  });

  describe('rows and prices', () => {
    it('presents the carrier price with the fuel fee, and the bonus only when delivered on time', async () => {
      const rows = (await list(carrier, '0')).body.data;
      const price = (n: string) => rows.find((r) => r.order_number === n)?.price;
      expect(price('RT-700001')).toBe(875);
      expect(price('RT-700005')).toBe(1050);
      expect(price('RT-700006')).toBe(950);
      expect(rows[0]).toMatchObject({
        status: 3,
        status_name: 'Active',
        is_express: true,
        due_date: '2026-12-04',
        from: { city: 'Toronto' },
        to: { city: 'Montréal' },
      });
      expect(rows[0].accepted_by_tc_at).toBe('2026-11-20T15:00:00.000Z');
    });
  });

  describe('sorting', () => {
    it('sorts by price both ways', async () => {
      expect(numbers((await list(carrier, '1?order_by=price&order_direction=asc')).body)).toEqual([
        'RT-700002',
        'RT-700004',
        'RT-700003',
        'RT-700001',
      ]);
      expect(numbers((await list(carrier, '1?order_by=price&order_direction=desc')).body)).toEqual([
        'RT-700001',
        'RT-700003',
        'RT-700004',
        'RT-700002',
      ]);
    });

    it('sorts by due date with undated jobs last, and by accepted date ascending', async () => {
      expect(numbers((await list(carrier, '1?order_by=due_date&order_direction=asc')).body)).toEqual([
        'RT-700003',
        'RT-700002',
        'RT-700001',
        'RT-700004',
      ]);
      expect(numbers((await list(carrier, '1?order_by=due_date&order_direction=desc')).body)).toEqual([
        'RT-700001',
        'RT-700002',
        'RT-700003',
        'RT-700004',
      ]);
      expect(numbers((await list(carrier, '2?order_by=accepted_by_tc_at&order_direction=asc')).body)).toEqual([
        'RT-700006',
        'RT-700005',
      ]);
    });

    it('sorts by destination city and by cars', async () => {
      expect(numbers((await list(carrier, '1?order_by=to_city&order_direction=desc')).body)[0]).toBe('RT-700002');
      expect(numbers((await list(carrier, '1?order_by=cars_amount&order_direction=desc')).body)[0]).toBe('RT-700003');
    });

    it('rejects a column outside the allow-list and a bad page', async () => {
      const res = await list(carrier, '0?order_by=dealer_price&page=-1');
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ errors: { order_by: ['invalidChoice'], page: ['invalidChoice'] } });
    });
  });

  describe('search', () => {
    it('finds a job by a VIN fragment or an order number prefix', async () => {
      expect(numbers((await list(carrier, '0?keyword=p0210')).body)).toEqual(['RT-700001']);
      // a whole VIN, as read off the car
      expect(numbers((await list(carrier, '0?keyword=JM3KFBCM0P0210000')).body)).toEqual(['RT-700001']);
      expect(numbers((await list(carrier, '0?keyword=70000')).body)).toHaveLength(7);
      expect(numbers((await list(carrier, '0?keyword=RT-700005')).body)).toEqual(['RT-700005']);
    });

    it('finds jobs by pickup or destination city, province, street or postal code', async () => {
      expect(numbers((await list(carrier, '0?location=qu%C3%A9bec')).body)).toEqual(['RT-700002']);
      expect(numbers((await list(carrier, '0?location=albert')).body)).toEqual(['RT-700002']);
      expect(numbers((await list(carrier, '0?location=K1P')).body)).toEqual(['RT-700002']);
      expect(numbers((await list(carrier, '1?location=toronto')).body)).toEqual(['RT-700001', 'RT-700003', 'RT-700004']);
    });

    it('keeps search values in the page links', async () => {
      const { body } = await list(carrier, '0?location=toronto');
      expect(body.links.first).toBe('http://routier.test/api/orders/active/0?location=toronto&page=1');
    });
  });

  describe('access', () => {
    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ url: '/api/orders/active/0' })).statusCode).toBe(401);
    });

    it('answers 403 to customers, drivers and staff', async () => {
      for (const role of [Role.Dealer, Role.SubDealer, Role.PrivateUser, Role.Driver, Role.Admin]) {
        expect((await list(await t.loginAs(role), '0')).status).toBe(403);
      }
    });

    it('answers 403 to a carrier whose account is not approved', async () => {
      expect((await list(await t.loginAs(Role.TransportCompany, { active: false }), '0')).status).toBe(403);
    });
  });
});
