import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, UNSEEN_OFFERS_COUNT_CAP, type OfferRow, type Paged } from '@routier/domain';
import type { OrderAddress } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory, MONTREAL, TORONTO } from '../../test/order-factory.js';
import { findOrderById, patchOrder } from '../orders/orders.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const QUEBEC: OrderAddress = {
  ...MONTREAL,
  address: '1 Rue des Carrières, Québec, QC G1R 4P5',
  city: 'Québec',
  zip_code: 'G1R 4P5',
};
const OTTAWA: OrderAddress = { ...TORONTO, address: '111 Albert St, Ottawa, ON K1P 1A5', city: 'Ottawa', zip_code: 'K1P 1A5' };

/** A board larger than the pages it counts ahead: 110 open offers, the last two picked up in Québec. */
describe('offers board: a total counted a few pages ahead, places searched folded', () => {
  let t: TestApp;
  let carrier: Session;
  let quebecId: number;

  const board = async (query = '') => {
    const res = await t.app.inject({ url: `/api/orders/available${query}`, headers: carrier.headers });
    expect(res.statusCode, query).toBe(200);
    return res.json() as Paged<OfferRow>;
  };
  const numbers = (body: Paged<OfferRow>) => body.data.map((o) => o.order_number);

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    const customer = await t.createUser(Role.Dealer);
    for (let i = 1; i <= 110; i++) {
      const order = await createOrder(customer, {
        orderNumber: `RT-7${String(i).padStart(5, '0')}`,
        status: 3,
        shippingMethod: 3,
        initialTcPriceCents: 50_000 + i * 100,
        dueDate: '2026-12-10',
        cars: [],
        ...(i > 108 ? { origin: QUEBEC, destination: TORONTO, fromCity: 'Québec', toCity: 'Toronto' } : {}),
      });
      if (i === 110) quebecId = order.id;
    }
  });
  afterAll(() => t.close());

  it('counts six pages past the first and says more follow', async () => {
    const first = await board();
    expect(first.data).toHaveLength(15);
    expect(first.meta).toEqual({ current_page: 1, last_page: 7, from: 1, to: 15, total: 105, per_page: 15, total_capped: true });
    expect(first.links.last).toBe('http://routier.test/api/orders/available?page=7');
    expect(first.links.next).toBe('http://routier.test/api/orders/available?page=2');
  });

  it('gives the exact total once the end is within the pages counted', async () => {
    const second = await board('?page=2');
    expect(second.meta).toEqual({ current_page: 2, last_page: 8, from: 16, to: 30, total: 110, per_page: 15 });
    const last = await board('?page=8');
    expect(last.data).toHaveLength(5);
    expect(last.links.next).toBeNull();
  });

  it('finds a place whatever its case and accents, by city, province or postal prefix, and never by street', async () => {
    for (const text of ['québec', 'QUEBEC', 'Quebec', 'uébe', 'g1r', 'G1R']) {
      expect(numbers(await board(`?from_address=${encodeURIComponent(text)}`)), text).toEqual(['RT-700109', 'RT-700110']);
    }
    expect((await board('?from_address=qc')).meta.total).toBe(2);
    expect((await board('?to_address=TORONTO')).meta.total).toBe(2);
    expect((await board('?to_address=montr%C3%A9al')).meta).toMatchObject({ total: 105, total_capped: true });
    expect((await board('?from_address=carri%C3%A8res')).data).toEqual([]);
    expect((await board('?from_address=%25')).meta.total).toBe(0);
  });

  it('searches the place an offer has now, after its address changed', async () => {
    const order = (await findOrderById(t.deps, quebecId))!;
    await patchOrder(t.deps, order, { origin: OTTAWA, fromCity: 'Ottawa' });
    expect(numbers(await board('?from_address=ottawa'))).toEqual(['RT-700110']);
    expect(numbers(await board('?from_address=quebec'))).toEqual(['RT-700109']);
    expect(numbers(await board('?from_address=k1p&order_by=price&order_direction=desc'))).toEqual(['RT-700110']);
  });

  it('counts the unseen offers up to the cap the badge shows', async () => {
    const res = await t.app.inject({ url: '/api/orders/unseen-counter', headers: carrier.headers });
    expect(res.json()).toEqual({ count: UNSEEN_OFFERS_COUNT_CAP });
  });
});
