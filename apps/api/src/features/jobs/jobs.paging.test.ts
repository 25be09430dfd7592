import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ActiveJobRow, type Paged } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

/** A carrier with more active jobs than the pages his list counts ahead: 110. */
describe('active jobs: a total counted a few pages ahead', () => {
  let t: TestApp;
  let carrier: Session;

  const jobs = async (query = '') => {
    const res = await t.app.inject({ url: `/api/orders/active/1${query}`, headers: carrier.headers });
    expect(res.statusCode, query).toBe(200);
    return res.json() as Paged<ActiveJobRow>;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    const customer = await t.createUser(Role.Dealer);
    for (let i = 1; i <= 110; i++) {
      await createOrder(customer, {
        orderNumber: `RT-8${String(i).padStart(5, '0')}`,
        status: 4,
        shippingMethod: 3,
        carrierBusinessId: carrier.user.businessDetailsId,
        acceptedByTcAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
        cars: [],
      });
    }
  });
  afterAll(() => t.close());

  it('counts six pages past the first and says more follow', async () => {
    const first = await jobs();
    expect(first.data).toHaveLength(15);
    expect(first.data[0].order_number).toBe('RT-800110');
    expect(first.meta).toEqual({ current_page: 1, last_page: 7, from: 1, to: 15, total: 105, per_page: 15, total_capped: true });
  });

  it('gives the exact total once the end is within the pages counted', async () => {
    expect((await jobs('?page=2')).meta).toEqual({ current_page: 2, last_page: 8, from: 16, to: 30, total: 110, per_page: 15 });
    const last = await jobs('?page=8');
    expect(last.data.map((j) => j.order_number)).toEqual(['RT-800005', 'RT-800004', 'RT-800003', 'RT-800002', 'RT-800001']);
  });
});
