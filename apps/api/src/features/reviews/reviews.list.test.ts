import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role } from '@routier/domain';
import { ratings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
const NOW = new Date('2026-11-21T15:00:00Z');

describe("a transport company's reviews (POST /dashboard/transport-company/ratings)", () => {
  let t: TestApp;
  let carrier: Session;
  let otherCarrier: Session;
  let dealer: Session;
  let privateUser: Session;
  let factory: ReturnType<typeof createOrderFactory>;
  const list = (who: Session, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: '/api/dashboard/transport-company/ratings', headers: who.headers, payload });

  /** A rated order: `rating` stars left by `by` on `at` for `company`. */
  const rated = async (by: Session, rating: number, at: string, company = carrier, feedback: string | null = null) => {
    const order = await factory.createOrder(by.user, {
      status: OrderStatus.CompletedConfirmed,
      carrierBusinessId: company.user.businessDetailsId,
    });
    await t.db.insert(ratings).values({
      orderId: order.id,
      businessDetailsId: company.user.businessDetailsId!,
      userId: by.user.id,
      rating,
      feedback,
      createdAt: new Date(at),
    });
    return order;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    t.setNow(NOW);
    factory = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    otherCarrier = await t.loginAs(Role.TransportCompany);
    const business = await t.createBusiness(3, { name: 'Auto Plaza Laval' });
    dealer = await t.loginAs(Role.Dealer, { businessDetailsId: business.id });
    privateUser = await t.loginAs(Role.PrivateUser, { firstName: 'Marie', lastName: 'Lavoie' });
    await rated(dealer, 5, '2026-09-03T10:00:00Z', carrier, 'Perfect, thank you');
    await rated(dealer, 4, '2026-10-10T10:00:00Z');
    await rated(privateUser, 3, '2026-10-20T10:00:00Z', carrier, 'A day late');
    await rated(dealer, 2, '2026-11-02T10:00:00Z');
    await rated(privateUser, 5, '2026-11-20T10:00:00Z', carrier, 'Great');
    await rated(dealer, 1, '2026-11-15T10:00:00Z', otherCarrier);
  });
  afterAll(() => t.close());

  it('gives the average, count, newest reviews, a page and a chart of the last twelve months, for its own company only', async () => {
    const res = await list(carrier);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ average_rating: 3.8, total_reviews: 5 });
    expect(body.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 5 });
    expect(body.data.map((r: { rating: number }) => r.rating)).toEqual([5, 2, 3, 4, 5]);
    expect(body.latest_reviews).toHaveLength(5);
    expect(body.data[0]).toMatchObject({ dealer_name: 'Marie L.', feedback: 'Great', created_at: '2026-11-20T10:00:00.000Z' });
    expect(body.data[1]).toMatchObject({ dealer_name: 'Auto Plaza Laval', feedback: null });
    expect(body.data[0].order_number).toMatch(/^RT-/);
    expect(body.chart).toHaveLength(12);
    expect(body.chart.slice(-3)).toEqual([
      { month: '2026-09', count: 1, average_rating: 5 },
      { month: '2026-10', count: 2, average_rating: 3.5 },
      { month: '2026-11', count: 2, average_rating: 3.5 },
    ]);
    expect(body.chart[0]).toEqual({ month: '2025-12', count: 0, average_rating: null });

    const other = (await list(otherCarrier)).json();
    expect(other.meta).toEqual({ average_rating: 1, total_reviews: 1 });
  });

  it('pages, sorts by an allowed column and keeps to the requested days', async () => {
    const page2 = (await list(carrier, { per_page: 2, page: 2, sort_by: 'rating', sort_order: 'asc' })).json();
    expect(page2.data.map((r: { rating: number }) => r.rating)).toEqual([4, 5]);
    expect(page2.pagination).toEqual({ current_page: 2, last_page: 3, per_page: 2, total: 5 });

    const october = (await list(carrier, { start_date: '2026/10/01', end_date: '2026/10/31' })).json();
    expect(october.meta).toEqual({ average_rating: 3.5, total_reviews: 2 });
    expect(october.chart).toEqual([{ month: '2026-10', count: 2, average_rating: 3.5 }]);
    expect(october.latest_reviews).toHaveLength(2);

    expect((await list(carrier, { sort_by: 'feedback' })).statusCode).toBe(422);
    expect((await list(carrier, { start_date: '2026/11/01', end_date: '2026/10/01' })).statusCode).toBe(422);
  });

  it('is for transport companies only', async () => {
    const dispatcher = await t.loginAs(Role.Dispatcher, { businessDetailsId: carrier.user.businessDetailsId });
    expect((await list(dispatcher)).statusCode).toBe(403);
    expect((await list(dealer)).statusCode).toBe(403);
  });
});
