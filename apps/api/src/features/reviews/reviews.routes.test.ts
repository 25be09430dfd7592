import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus, Role } from '@routier/domain';
import { orders, ratings } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
const NOW = new Date('2026-11-21T15:00:00Z');

describe('rating a completed order', () => {
  let t: TestApp;
  let dealer: Session;
  let subDealer: Session;
  let otherDealer: Session;
  let carrier: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const send = (who: Session, method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const rate = (who: Session, orderId: number, payload: object = { rating: 4, feedback: 'Careful driver, on time' }) =>
    send(who, 'POST', `/api/orders/ratings/${orderId}/dealer`, payload);
  const completed = (owner: Session, status: OrderStatus = OrderStatus.Completed) =>
    factory.createOrder(owner.user, { status, carrierBusinessId: carrier.user.businessDetailsId, acceptedByTcAt: NOW });
  const ratingsOf = (orderId: number) => t.db.select().from(ratings).where(eq(ratings.orderId, orderId));

  beforeAll(async () => {
    t = await buildTestApp();
    t.setNow(NOW);
    factory = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
    subDealer = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId });
    otherDealer = await t.loginAs(Role.Dealer);
    carrier = await t.loginAs(Role.TransportCompany);
  });
  afterAll(() => t.close());

  it('stores the rating for the carrier that delivered and confirms the order; the order page shows it', async () => {
    const order = await completed(dealer);
    const res = await rate(dealer, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'order.rated',
      status: OrderStatus.CompletedConfirmed,
      rating: { type: 1, rating: 4, feedback: 'Careful driver, on time' },
    });
    const [row] = await ratingsOf(order.id);
    expect(row).toMatchObject({ businessDetailsId: carrier.user.businessDetailsId, userId: dealer.user.id, rating: 4 });

    const page = (await send(dealer, 'GET', `/api/orders/${order.id}`)).json();
    expect(page).toMatchObject({ status: OrderStatus.CompletedConfirmed, ratings: [{ type: 1, rating: 4 }] });
  });

  it("lets a dealer rate his sub-dealer's order, and the sub-dealer his own", async () => {
    const first = await completed(subDealer);
    expect((await rate(dealer, first.id, { rating: 5 })).statusCode).toBe(200);
    const second = await completed(subDealer);
    expect((await rate(subDealer, second.id, { rating: 3, feedback: '' })).json().rating).toMatchObject({
      rating: 3,
      feedback: null,
    });
  });

  it('refuses another customer, a carrier and an unknown order, and writes nothing', async () => {
    const order = await completed(dealer);
    expect((await rate(otherDealer, order.id)).statusCode).toBe(403);
    expect((await rate(carrier, order.id)).statusCode).toBe(403);
    expect((await rate(dealer, 999_999)).statusCode).toBe(404);
    expect(await ratingsOf(order.id)).toEqual([]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe(OrderStatus.Completed);
  });

  it('refuses a second rating with a conflict', async () => {
    const order = await completed(dealer);
    expect((await rate(dealer, order.id)).statusCode).toBe(200);
    const again = await rate(dealer, order.id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('order.already_rated');
    expect(await ratingsOf(order.id)).toHaveLength(1);
  });

  it('refuses an order that is not completed (422) and bad stars (422), writing nothing', async () => {
    const running = await completed(dealer, OrderStatus.InProgress);
    const res = await rate(dealer, running.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'order.not_ratable', errors: { _body: ['order.not_ratable'] } });
    const order = await completed(dealer);
    for (const bad of [{ rating: 6 }, { rating: 0 }, { rating: 2.5 }, {}, { rating: 4, feedback: 'x'.repeat(1001) }]) {
      expect((await rate(dealer, order.id, bad)).statusCode).toBe(422);
    }
    expect(await ratingsOf(order.id)).toEqual([]);
    expect(await ratingsOf(running.id)).toEqual([]);
  });
});
