import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderEvent, OrderStatus, Role } from '@routier/domain';
import { orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { changeOrderStatus } from './order-status.service.js';
import { createOrder, softDeleteOrder } from './orders.service.js';
import { findOrder, updateOrder } from './orders.repository.js';

describe('order status changes go through the lifecycle', () => {
  let t: TestApp;
  let customerId: number;
  const deps = () => ({ db: t.db, clock: t.deps.clock });
  const newDraft = async () => createOrder(t.deps, { userId: customerId });
  const statusOf = async (id: number) => (await findOrder(t.db, id))!.status;

  beforeAll(async () => {
    t = await buildTestApp();
    customerId = (await t.createUser(Role.Dealer)).id;
  });
  afterAll(() => t.close());

  it('walks a draft to completed and confirmed, stamping booking and completion once', async () => {
    const order = await newDraft();
    const booked = await changeOrderStatus(deps(), order.id, { type: OrderEvent.Book, by: 'customer' });
    expect(booked).toMatchObject({ status: OrderStatus.Active, bookedAt: t.deps.clock() });
    await changeOrderStatus(deps(), order.id, { type: OrderEvent.StartTransport, by: 'driver' });
    await changeOrderStatus(deps(), order.id, { type: OrderEvent.ReportDelay, by: 'carrier' });
    await changeOrderStatus(deps(), order.id, { type: OrderEvent.ResumeTransport, by: 'carrier' });
    const delivered = await changeOrderStatus(deps(), order.id, { type: OrderEvent.Deliver, by: 'driver' });
    expect(delivered.completedAt).toEqual(t.deps.clock());
    const confirmed = await changeOrderStatus(deps(), order.id, { type: OrderEvent.Confirm, by: 'system' });
    expect(confirmed.status).toBe(OrderStatus.CompletedConfirmed);
  });

  it('refuses a change the status does not allow with 409 and changes nothing', async () => {
    const order = await newDraft();
    const error = await changeOrderStatus(deps(), order.id, { type: OrderEvent.Deliver, by: 'driver' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 409, message: 'order.transition_not_allowed' });
    expect(await statusOf(order.id)).toBe(OrderStatus.Draft);
  });

  it('refuses an actor the rule does not name with 403 and changes nothing', async () => {
    const order = await newDraft();
    await changeOrderStatus(deps(), order.id, { type: OrderEvent.Book, by: 'customer' });
    const error = await changeOrderStatus(deps(), order.id, { type: OrderEvent.Hold, by: 'customer' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, message: 'order.actor_not_allowed' });
    expect(await statusOf(order.id)).toBe(OrderStatus.Active);
  });

  it('lets only one of two concurrent changes from the same status win', async () => {
    const order = await newDraft();
    await changeOrderStatus(deps(), order.id, { type: OrderEvent.Book, by: 'customer' });
    const results = await Promise.allSettled([
      changeOrderStatus(deps(), order.id, { type: OrderEvent.Cancel, by: 'customer' }),
      changeOrderStatus(deps(), order.id, { type: OrderEvent.Hold, by: 'admin' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect([OrderStatus.Cancelled, OrderStatus.Hold]).toContain(await statusOf(order.id));
  });

  it('creates every order as a draft, whatever the caller passes', async () => {
    const order = await createOrder(t.deps, { userId: customerId, status: OrderStatus.Completed } as never);
    expect(order.status).toBe(OrderStatus.Draft);
  });

  it('changes nothing on a deleted order', async () => {
    const order = await newDraft();
    await softDeleteOrder(t.deps, order.id, t.deps.clock());
    await expect(changeOrderStatus(deps(), order.id, { type: OrderEvent.Book, by: 'customer' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('answers 404 for a missing order', async () => {
    await expect(changeOrderStatus(deps(), 999_999, { type: OrderEvent.Book, by: 'admin' })).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('order numbers and stored carrier price', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('numbers orders from the sequence, unique under concurrency', async () => {
    const user = await t.createUser(Role.PrivateUser);
    const created = await Promise.all(Array.from({ length: 20 }, () => createOrder(t.deps, { userId: user.id })));
    const numbers = created.map((o) => Number(o.orderNumber.replace('RT-', ''))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[0]).toBeGreaterThanOrEqual(100101);
    expect(numbers[19] - numbers[0]).toBe(19);
    const [deleted] = await t.db.delete(orders).where(eq(orders.id, created[0].id)).returning();
    expect((await createOrder(t.deps, { userId: user.id })).orderNumber).not.toBe(deleted.orderNumber);
  });

  it('stores the carrier price from the domain rule and keeps it right on updates', async () => {
    const user = await t.createUser(Role.PrivateUser);
    const order = await createOrder(t.deps, {
      userId: user.id,
      initialTcPriceCents: 85_000,
      fuelFeeCents: 2_500,
      performanceBonusCents: 4_250,
    });
    expect(order.carrierPriceCents).toBe(87_500);
    expect((await updateOrder(t.db, order, { deliveredOnTime: true })).carrierPriceCents).toBe(91_750);
    expect((await createOrder(t.deps, { userId: user.id })).carrierPriceCents).toBeNull();
  });
});
