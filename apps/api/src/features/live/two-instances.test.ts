import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OrderStatus, Role, TaskStatus, type LiveEvent } from '@routier/domain';
import { buildApp } from '../../app.js';
import type { AppDeps, AppInstance } from '../../app-deps.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { createJobQueue, type JobQueue } from '../../platform/jobs/index.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { connectLive, type LiveTestClient } from '../../test/live-client.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

/**
 * Two API instances on one database, as behind a load balancer: a browser connected to instance B hears
 * what a request to instance A changed; rate-limit counters and scheduled jobs are shared. On PGlite the two
 * apps share the one in-process database; with TEST_DB=postgres each has its own pool and listener.
 */
describe('several API instances on one database', () => {
  let t: TestApp;
  let a: AppInstance;
  let b: AppInstance;
  let otherDatabase: DatabaseHandle | null = null;
  let baseB: string;
  let factory: ReturnType<typeof createOrderFactory>;
  const open: LiveTestClient[] = [];

  const listen = async (app: AppInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  const call = (app: AppInstance, who: Session, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: { ...who.headers, ...csrfHeaders }, ...(payload ? { payload } : {}) });
  /** a ticket from instance A, used on instance B: tickets are checked by signature, not by memory */
  const socketOnB = async (who: Session) => {
    const res = await call(a, who, 'POST', '/live/ticket');
    expect(res.statusCode).toBe(200);
    const client = await connectLive(baseB, res.json<{ ticket: string }>().ticket);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await buildTestApp({ AUTH_RATE_LIMIT: '3', LIVE_TICKET_KEY: 'k'.repeat(40) });
    a = t.app;
    factory = createOrderFactory(t.deps);
    let depsB: AppDeps = t.deps;
    const pool = t.deps.database.pool;
    if (pool) {
      otherDatabase = await openDatabase({ url: pool.options.connectionString, poolSize: 2 });
      depsB = { ...t.deps, database: otherDatabase, db: otherDatabase.db };
    }
    b = await buildApp(depsB, { webDist: null });
    await b.ready();
    baseB = await listen(b);
  });
  afterAll(async () => {
    for (const client of open) await client.close();
    await b.close();
    await otherDatabase?.close();
    await t.close();
  });

  it("delivers a driver's step and position, sent to instance A, to the customer's socket on instance B", async () => {
    const carrier = await t.loginAs(Role.TransportCompany);
    const driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id });
    const customer = await t.loginAs(Role.Dealer);
    const order = await factory.createOrder(customer.user, {
      status: OrderStatus.Active,
      carrierBusinessId: carrier.user.businessDetailsId,
    });
    const carIds = order.cars.map((c) => c.id);
    const load = await factory.createLoad(order.id, {
      driverUserId: driver.user.id,
      status: TaskStatus.Accepted,
      progress: 4,
      carIds,
    });

    const customerTab = await socketOnB(customer);
    const carrierTab = await socketOnB(carrier);
    const isThisOrder = (e: LiveEvent) => e.kind === 'order' && e.orderId === order.id;

    expect((await call(a, driver, 'PUT', `/loads/status/${load.id}`, { from: 4 })).statusCode).toBe(200);
    await customerTab.next(isThisOrder);
    await carrierTab.next(isThisOrder);

    expect((await call(a, driver, 'POST', `/loads/position/${load.id}`, { lat: 45.1, lng: -74.2 })).statusCode).toBe(200);
    expect(await customerTab.next((e) => e.kind === 'position')).toMatchObject({
      kind: 'position',
      orderId: order.id,
      carId: carIds[0],
      lat: 45.1,
      lng: -74.2,
    });
    // the order changed once for the step (its status and the load's progress in one transaction)
    expect(customerTab.events.filter(isThisOrder)).toHaveLength(1);
  });

  it('tells every carrier on instance B when a customer on instance A takes an order off the board', async () => {
    const customer = await t.loginAs(Role.PrivateUser);
    const dispatcher = await t.loginAs(Role.Dispatcher);
    const dealer = await t.loginAs(Role.Dealer);
    const order = await factory.createOrder(customer.user, {
      status: OrderStatus.Active,
      shippingMethod: 3,
      dealerPriceTvaCents: 150_000,
    });
    const [dispatcherTab, dealerTab, customerTab] = [
      await socketOnB(dispatcher),
      await socketOnB(dealer),
      await socketOnB(customer),
    ];

    expect((await call(a, customer, 'GET', `/orders/cancel/${order.id}`)).statusCode).toBe(200);
    await dispatcherTab.next((e) => e.kind === 'offers');
    await customerTab.next((e) => e.kind === 'order' && e.orderId === order.id);
    await dealerTab.nothingFor(200);
  });

  it('counts rate limits across instances (3 sign-in attempts a minute in all)', async () => {
    const attempt = (app: AppInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/web-login',
        headers: csrfHeaders,
        payload: { email: 'nobody@example.test', password: 'wrong-password' },
      });
    for (const app of [a, b, a]) expect((await attempt(app)).statusCode).not.toBe(429);
    expect((await attempt(b)).statusCode).toBe(429);
    expect((await attempt(a)).statusCode).toBe(429);
  });

  it('runs a scheduled job once, though every instance checks the schedule in the same minute', async () => {
    // a whole minute ahead: the instances must check the schedule within the minute it names
    const second = new Date().getUTCSeconds();
    if (second > 40) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const minute = new Date().getUTCMinutes();
    const runs: string[] = [];
    const databases = [t.deps.database, otherDatabase ?? t.deps.database, t.deps.database];
    const queues: JobQueue[] = databases.map((database, i) => {
      const queue = createJobQueue(database, {
        log: () => undefined,
        schedules: true,
        maintenance: false,
        pollIntervalSeconds: 1,
      });
      queue.register({
        name: 'live-cron-probe',
        payload: z.object({}),
        cron: `${minute} * * * *`,
        handle: async () => void runs.push(`instance ${i}`),
      });
      return queue;
    });
    try {
      for (const queue of queues) {
        // pg-boss lets one instance check the schedules every 30 s: let each new instance check at once
        await t.db.execute(sql`update pgboss.version set cron_on = null`);
        await queue.start();
      }
      const deadline = Date.now() + 15_000;
      while (!runs.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      // every instance has had time to send its own copy and to poll for it
      await new Promise((r) => setTimeout(r, 6_000));
      expect(runs).toHaveLength(1);
    } finally {
      for (const queue of queues) await queue.stop();
    }
  }, 60_000);
});
