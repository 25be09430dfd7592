import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { businessToday, OrderStatus, Role } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory, TORONTO } from '../../test/order-factory.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { getOrderCars } from './order-page.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A draft edited while it is being booked: the edit takes the order's row lock before writing and checks again that
 * the order is still a draft, so the route and the cars a customer paid for never change after the payment.
 * On PostgreSQL the booking holds the lock on its own connection until the edit waits for it; on PGlite (one
 * connection) the edit simply runs after the booking.
 */
describe('editing a draft while it is booked (route, cars, price)', () => {
  let t: TestApp;
  let dealer: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
  });
  afterAll(() => t.close());

  /** Until another connection of this database waits for a row lock, or the request has answered without waiting. */
  const untilSomeoneWaitsForALock = async (answered: () => boolean) => {
    if (!onPostgres) return;
    while (!answered()) {
      const result = await t.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((result as unknown as { rows: { n: number }[] }).rows[0].n > 0) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const ottawa = { ...TORONTO, address: '111 Wellington St', city: 'Ottawa', lat: 45.4236, lng: -75.7009, zip_code: 'K1A 0A9' };
  const edits: Record<string, (orderId: number) => { method: 'POST' | 'PUT'; url: string; payload: object }> = {
    'the route': (id) => ({
      method: 'PUT',
      url: `/api/orders/${id}`,
      payload: { from: TORONTO, to: ottawa, origin_type_id: 1, destination_type_id: 2, cars_amount: 1 },
    }),
    'the cars': (id) => ({
      method: 'POST',
      url: `/api/cars/batch-edit/${id}`,
      payload: {
        cars: [{ vin: '1HGCM82633A004352', type: 1, make: 'Honda', model: 'Accord', year: 2003, is_operable: false }],
        start_at: '2030/01/15',
      },
    }),
    'the price': (id) => ({
      method: 'POST',
      url: `/api/pricing-options/${id}`,
      payload: { shipping_method: 3, is_express: false },
    }),
    'the cars by VIN': (id) => ({
      method: 'POST',
      url: `/api/cars/batch-edit/vin/${id}`,
      payload: { cars: [{ vin: '1HGCM82633A004352', is_operable: false }] },
    }),
  };

  for (const [what, edit] of Object.entries(edits)) {
    it(`refuses to change ${what} once the booking committed, with 409 order.not_editable, changing nothing`, async () => {
      const order = await factory.createOrder(dealer.user, {
        status: OrderStatus.Draft,
        currentStep: 3,
        distanceKm: 540.7,
        startAt: businessToday(t.deps.clock()),
        cars: [{ vin: '1HGCM82633A004352' }],
      });
      let reply: Promise<Awaited<ReturnType<TestApp['app']['inject']>>> | undefined;
      await t.db.transaction(async (tx) => {
        await changeOrderStatus({ db: tx, clock: t.deps.clock }, order.id, { type: 'book', by: 'customer' });
        let answered = false;
        reply = t.app.inject({ ...edit(order.id), headers: dealer.headers }).finally(() => (answered = true));
        await untilSomeoneWaitsForALock(() => answered);
      });
      const res = await reply!;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'order.not_editable' });
      const { data: cars } = await getOrderCars(t.deps, dealer.user, order.id);
      expect(cars.map((c) => c.is_operable)).toEqual([true]);
      const { body } = await t.app.inject({ url: `/api/orders/${order.id}`, headers: dealer.headers });
      expect(JSON.parse(body)).toMatchObject({
        status: OrderStatus.Active,
        to: { city: 'Montréal' },
        shipping_method: order.shippingMethod,
        current_step: 3,
      });
    });
  }
});
