import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus, Role, sandboxToken } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { patchOrder } from '../orders/orders.service.js';
import { orders, payments, quotePrices, releaseFormFiles } from '../../db/schema/index.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const card = { token: sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'n0nce1') };
const consents = { agree_with_terms: true, dry_run_fee_terms: true };

describe('the API books only what the wizard would (assertBookable)', () => {
  let t: TestApp;
  let customer: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    customer = await t.loginAs(Role.PrivateUser);
  });
  afterAll(() => t.close());

  const priced = async (overrides: Parameters<typeof factory.createOrder>[1]) => {
    const order = await factory.createOrder(customer.user, { currentStep: 3, distanceKm: 540.7, ...overrides });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pricing-options/${order.id}`,
      headers: customer.headers,
      payload: { shipping_method: 3 },
    });
    expect(res.statusCode).toBe(200);
    return order;
  };
  const pay = (id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/checkout/${id}`,
      headers: customer.headers,
      payload: { ...consents, paid_with_card: true, card },
    });
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  it('refuses a car without VIN, make, model, year or type, no start date, no contacts, no release answer: 422 per field, nothing changed', async () => {
    const order = await priced({ cars: [{ vin: null, type: null, make: null, model: null, year: null }] });
    const before = await orderRow(order.id);
    const res = await pay(order.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'cars.0.vin': ['isRequired'],
      'cars.0.type': ['isRequired'],
      'cars.0.make': ['isRequired'],
      'cars.0.model': ['isRequired'],
      'cars.0.year': ['isRequired'],
      start_at: ['isRequired'],
      pickup: ['isRequired'],
      destination: ['isRequired'],
      release_form: ['isRequired'],
    });
    expect(await orderRow(order.id)).toEqual(before);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it('refuses a start date before yesterday and a "yes" release form without its file', async () => {
    const order = await priced({ bookable: true, startAt: '2026-11-10' });
    expect((await pay(order.id)).json().errors).toEqual({ start_at: ['startDateTooEarly'] });
    await patchOrder({ db: t.db }, (await orderRow(order.id))!, { startAt: '2026-11-21', releaseForm: true });
    expect((await pay(order.id)).json().errors).toEqual({ release_form: ['releaseFormFileRequired'] });
    await t.db.insert(releaseFormFiles).values({
      orderId: order.id,
      fileName: 'release.pdf',
      storageKey: `orders/${order.id}/release.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 10,
    });
    const paid = await pay(order.id);
    expect(paid.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe(OrderStatus.Active);
  });

  it('asks a quote request for complete cars and a start date', async () => {
    const order = await factory.createOrder(customer.user, {
      currentStep: 3,
      distanceKm: 540,
      cars: [{ vin: 'SHORT', make: 'Toyota' }],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pricing-options/${order.id}/quotes`,
      headers: customer.headers,
      payload: { needed_by_date: null },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'cars.0.vin': ['invalidVIN'], start_at: ['isRequired'] });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: OrderStatus.Draft, isAutoDispatch: false });
    expect(await t.db.select().from(quotePrices).where(eq(quotePrices.orderId, order.id))).toEqual([]);
  });
});
