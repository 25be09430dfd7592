import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus, type ReviewsResponse } from '@routier/domain';
import { orders, users } from '../db/schema/index.js';
import { autoConfirmCompletedOrders } from '../features/reviews/reviews.auto-confirm.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { loadDemoData } from './demo-data.js';

describe('demo reviews', () => {
  let t: TestApp;
  const headersOf = async (email: string) =>
    (await t.tokenFor((await t.db.select().from(users).where(eq(users.email, email)))[0])).headers;

  beforeAll(async () => {
    t = await buildTestApp();
    await loadDemoData(t.deps);
  });
  afterAll(() => t.close());

  it('shows the demo transport company its reviews, with feedback', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dashboard/transport-company/ratings',
      headers: await headersOf('carrier@routier.test'),
      payload: {},
    });
    const body = res.json() as ReviewsResponse;
    // the three recent jobs (5, 4, 3 stars) and the dashboards' history of the last twelve months
    expect(body.meta).toEqual({ average_rating: 4.3, total_reviews: 19 });
    expect(body.data.filter((r) => r.feedback).length).toBeGreaterThanOrEqual(2);
    expect(body.data.every((r) => r.dealer_name)).toBe(true);
  });

  it('leaves completed orders for the dealer to rate, which the hourly confirmation keeps for a week', async () => {
    const completed = await t.db.select().from(orders).where(eq(orders.status, OrderStatus.Completed));
    expect(completed.length).toBeGreaterThanOrEqual(2);
    expect(await autoConfirmCompletedOrders(t.deps)).toBe(0);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${completed[0].id}`,
      headers: await headersOf('dealer@routier.test'),
    });
    expect(page.json()).toMatchObject({ status: OrderStatus.Completed, ratings: [] });
  });
});
