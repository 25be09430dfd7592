import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { OrderStatus, Role } from '@routier/domain';
import { orders } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { AUTO_CONFIRM_JOB, autoConfirmCompletedOrders } from './reviews.auto-confirm.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
const DAY = 86_400_000;
const DELIVERED = new Date('2026-11-01T12:00:00Z');
const daysAfterDelivery = (d: number) => new Date(DELIVERED.getTime() + d * DAY);

describe('automatic confirmation of completed orders (7 days after delivery)', () => {
  let t: TestApp;
  let dealer: Session;
  let carrier: Session;
  let factory: ReturnType<typeof createOrderFactory>;
  const statusOf = async (ids: number[]) =>
    (await t.db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids)))
      .sort((a, b) => a.id - b.id)
      .map((r) => r.status);

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
    carrier = await t.loginAs(Role.TransportCompany);
  });
  afterAll(() => t.close());

  it('confirms orders completed 7 days ago or more, not younger ones, not rated ones, and only once', async () => {
    const deliveredAt = async (at: Date, status: OrderStatus = OrderStatus.Completed) => {
      t.setNow(at);
      return factory.createOrder(dealer.user, { status, carrierBusinessId: carrier.user.businessDetailsId });
    };
    const old = await deliveredAt(DELIVERED);
    const exactlySeven = await deliveredAt(daysAfterDelivery(1));
    const young = await deliveredAt(daysAfterDelivery(3));
    const running = await deliveredAt(DELIVERED, OrderStatus.InProgress);
    const rated = await deliveredAt(DELIVERED);
    t.setNow(daysAfterDelivery(2));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/ratings/${rated.id}/dealer`,
      headers: dealer.headers,
      payload: { rating: 5 },
    });
    expect(res.statusCode).toBe(200);

    // a fixed clock: 8 days after the first delivery
    t.setNow(daysAfterDelivery(8));
    expect(await autoConfirmCompletedOrders(t.deps)).toBe(2);
    expect(await statusOf([old.id, exactlySeven.id, young.id, running.id, rated.id])).toEqual([
      OrderStatus.CompletedConfirmed,
      OrderStatus.CompletedConfirmed,
      OrderStatus.Completed,
      OrderStatus.InProgress,
      OrderStatus.CompletedConfirmed,
    ]);
    expect(await autoConfirmCompletedOrders(t.deps)).toBe(0);

    t.setNow(daysAfterDelivery(10));
    expect(await autoConfirmCompletedOrders(t.deps)).toBe(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, young.id));
    expect(row.status).toBe(OrderStatus.CompletedConfirmed);
  });

  it('runs as a queued job (the hourly schedule sends it with an empty payload)', async () => {
    t.setNow(DELIVERED);
    const order = await factory.createOrder(dealer.user, {
      status: OrderStatus.Completed,
      carrierBusinessId: carrier.user.businessDetailsId,
    });
    t.setNow(daysAfterDelivery(30));
    await t.db.transaction((tx) => t.deps.jobs.enqueue(tx, AUTO_CONFIRM_JOB, {}));
    expect(await t.drainJobs()).toBeGreaterThanOrEqual(1);
    expect(await statusOf([order.id])).toEqual([OrderStatus.CompletedConfirmed]);
  });
});
