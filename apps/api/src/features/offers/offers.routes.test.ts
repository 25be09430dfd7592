import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type OfferRow, type Paged } from '@routier/domain';
import type { OrderAddress } from '../../db/schema/index.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory, MONTREAL, TORONTO } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const VANCOUVER: OrderAddress = {
  ...TORONTO,
  address: '800 Robson St, Vancouver, BC V6Z 3B7',
  city: 'Vancouver',
  province: 'BC',
  zip_code: 'V6Z 3B7',
};
const OTTAWA: OrderAddress = { ...TORONTO, address: '111 Albert St, Ottawa, ON K1P 1A5', city: 'Ottawa', zip_code: 'K1P 1A5' };

describe('offers board (GET /orders/available)', () => {
  let t: TestApp;
  let carrier: Session;
  let dispatcher: Session;
  let flatbedOnly: Session;
  const ids: Record<string, number> = {};

  const board = async (who: Session, query = '') => {
    const res = await t.app.inject({ url: `/api/orders/available${query}`, headers: who.headers });
    return { status: res.statusCode, body: res.json() as Paged<OfferRow> };
  };
  const numbers = (body: Paged<OfferRow>) => body.data.map((o) => o.order_number);

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    dispatcher = await t.loginAs(Role.Dispatcher, {
      businessDetailsId: carrier.user.businessDetailsId,
      parentId: carrier.user.id,
    });
    const flatbedBusiness = await t.createBusiness(5, { shippingMethods: [2], provinces: ['ON'] });
    flatbedOnly = await t.loginAs(Role.TransportCompany, { businessDetailsId: flatbedBusiness.id });
    const customer = await t.createUser(Role.Dealer);
    const open = { initialTcPriceCents: 80_000, fuelFeeCents: 2_000, shippingMethod: 3 };
    const make = async (key: string, values: Parameters<typeof createOrder>[1]) => {
      ids[key] = (await createOrder(customer, { orderNumber: key, ...open, ...values })).id;
    };
    await make('RT-500001', { status: 3, dueDate: '2026-12-04', cars: [{}, {}, {}] });
    await make('RT-500002', { status: 8, dueDate: '2026-11-28', origin: OTTAWA, shippingMethod: 2, initialTcPriceCents: 50_000 });
    await make('RT-500003', { status: 3, dueDate: '2026-12-01', origin: MONTREAL, destination: TORONTO, isEnclosed: true });
    await make('RT-500004', { status: 3, origin: VANCOUVER });
    await make('RT-500005', { status: 4, carrierBusinessId: carrier.user.businessDetailsId });
    await make('RT-500006', { status: 3, carrierBusinessId: flatbedBusiness.id });
    await make('RT-500007', { status: 1 });
    await make('RT-500008', { status: 3, deletedAt: new Date('2026-11-20T00:00:00Z') });
    await make('RT-500009', { status: 10 });
  });
  afterAll(() => t.close());

  it("lists the open offers in the company's regions and methods, soonest due first, undated last", async () => {
    const { status, body } = await board(carrier);
    expect(status).toBe(200);
    expect(numbers(body)).toEqual(['RT-500002', 'RT-500003', 'RT-500001']);
    expect(numbers((await board(dispatcher)).body)).toEqual(numbers(body));
    expect(numbers((await board(flatbedOnly)).body)).toEqual(['RT-500002']);
  });

  it('shows city, province and the postal prefix only, and the carrier price with the fuel fee', async () => {
    const row = (await board(carrier)).body.data.find((r) => r.order_number === 'RT-500001');
    expect(row).toMatchObject({
      from: { city: 'Toronto', province: 'ON', zip_code: 'M5R' },
      to: { city: 'Montréal', province: 'QC', zip_code: 'H3A' },
      price: 820,
      cars_amount: 3,
      shipping_method: 3,
      seen_by_business: false,
    });
    expect(JSON.stringify(row)).not.toContain('Bay St');
  });

  it('filters by method, province, addresses and cars', async () => {
    expect(numbers((await board(carrier, '?shipping_method=2')).body)).toEqual(['RT-500002']);
    expect(numbers((await board(carrier, '?province=QC')).body)).toEqual(['RT-500003']);
    expect(numbers((await board(carrier, '?province=BC')).body)).toEqual([]);
    expect(numbers((await board(carrier, '?from_address=ottawa')).body)).toEqual(['RT-500002']);
    expect(numbers((await board(carrier, '?from_address=montreal')).body)).toEqual(['RT-500003']);
    expect(numbers((await board(carrier, '?to_address=h3a')).body)).toEqual(['RT-500002', 'RT-500001']);
    expect(numbers((await board(carrier, '?from_address=bay')).body)).toEqual([]);
    expect(numbers((await board(carrier, '?cars_amount=2')).body)).toEqual(['RT-500002', 'RT-500003']);
  });

  it('sorts by price both ways', async () => {
    expect(numbers((await board(carrier, '?order_by=price&order_direction=desc')).body)[2]).toBe('RT-500002');
  });

  it('narrows by the saved order filters', async () => {
    const business = await t.createBusiness(5, { orderFilters: [{ category: 'enclosed', value: '1' }] });
    const picky = await t.loginAs(Role.TransportCompany, { businessDetailsId: business.id });
    expect(numbers((await board(picky)).body)).toEqual(['RT-500003']);
  });

  it('answers 422 for bad filters and sorts', async () => {
    for (const q of ['?shipping_method=4', '?province=ZZ', '?cars_amount=0', '?order_by=dealer_price', '?page=0']) {
      expect((await board(carrier, q)).status, q).toBe(422);
    }
  });

  it('answers 403 to customers, drivers, staff and carriers not approved', async () => {
    for (const role of [Role.Dealer, Role.PrivateUser, Role.Driver, Role.Admin]) {
      expect((await board(await t.loginAs(role))).status).toBe(403);
    }
    expect((await board(await t.loginAs(Role.TransportCompany, { active: false }))).status).toBe(403);
    expect((await t.app.inject({ url: '/api/orders/available' })).statusCode).toBe(401);
  });

  it('counts the unseen offers, and an offer opened by anyone in the company is seen', async () => {
    const counter = async (who: Session) =>
      (await t.app.inject({ url: '/api/orders/unseen-counter', headers: who.headers })).json() as { count: number };
    expect(await counter(carrier)).toEqual({ count: 3 });
    const open = async () =>
      (await t.app.inject({ url: `/api/orders/${ids['RT-500003']}`, headers: carrier.headers })).json() as {
        seen_by_business: boolean;
        bids: unknown[];
        from: { address: string | null };
      };
    const first = await open();
    expect(first).toMatchObject({ seen_by_business: false, bids: [], from: { address: null } });
    expect((await open()).seen_by_business).toBe(true);
    expect(await counter(dispatcher)).toEqual({ count: 2 });
    const row = (await board(dispatcher)).body.data.find((r) => r.order_number === 'RT-500003');
    expect(row?.seen_by_business).toBe(true);
    // the same statement for another company: its own opened offers and count
    const otherCompany = await t.loginAs(Role.TransportCompany, {
      businessDetailsId: (await t.createBusiness(5, { provinces: ['ON', 'QC'] })).id,
    });
    expect((await board(otherCompany)).body.data.map((r) => [r.order_number, r.seen_by_business])).toEqual([
      ['RT-500002', false],
      ['RT-500003', false],
      ['RT-500001', false],
    ]);
    expect(await counter(otherCompany)).toEqual({ count: 3 });
    expect(await counter(carrier)).toEqual({ count: 2 });
  });

  it('an operator viewing as the carrier opens an offer without marking it seen (decision 069)', async () => {
    const counter = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/orders/unseen-counter', headers })).json() as { count: number };
    const admin = await t.loginAs(Role.Admin);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${flatbedOnly.user.id}/view-as`,
      headers: admin.headers,
    });
    const viewer = { ...csrfHeaders, authorization: `Bearer ${(issued.json() as { token: string }).token}` };
    const before = await counter(flatbedOnly.headers);
    expect(before.count).toBeGreaterThan(0);
    const opened = await t.app.inject({ url: `/api/orders/${ids['RT-500002']}`, headers: viewer });
    expect(opened.json()).toMatchObject({ seen_by_business: false });
    expect(await counter(viewer)).toEqual(before);
    expect(await counter(flatbedOnly.headers)).toEqual(before);
  });

  it("gives the board's defaults: the company's regions, types and saved filters", async () => {
    const res = await t.app.inject({ url: '/api/orders/available-filters', headers: carrier.headers });
    expect(res.json()).toEqual({ provinces: ['ON', 'QC'], shipping_methods: [1, 2, 3], order_filters: [] });
  });

  it('lists the business days a carrier may pick between the start and the due date', async () => {
    const res = await t.app.inject({ url: `/api/orders/available-dates/${ids['RT-500002']}`, headers: carrier.headers });
    expect(res.json()).toEqual({ dates: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'] });
    const hidden = await t.app.inject({ url: `/api/orders/available-dates/${ids['RT-500004']}`, headers: carrier.headers });
    expect(hidden.statusCode).toBe(404);
  });
});
