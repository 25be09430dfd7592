import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, TaskStatus, type LiveEvent } from '@routier/domain';
import { buildApp } from '../../app.js';
import type { AppDeps, AppInstance } from '../../app-deps.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { publishLive } from '../../platform/live/publish.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { connectLive, liveTicketFor, type LiveTestClient } from '../../test/live-client.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

/** The code a socket closes with when its session was taken away. */
const SESSION_ENDED = 4001;

/**
 * A session taken away is gone everywhere: signing out, a new password, a deactivation by the company or by an
 * admin close the live sockets of the sessions they end on every instance (through the database's NOTIFY), and
 * every later call with those sessions answers 401. Two instances on one database, as in two-instances.test.ts.
 */
describe('ending sessions closes their live sockets on every instance', () => {
  let t: TestApp;
  let a: AppInstance;
  let b: AppInstance;
  let otherDatabase: DatabaseHandle | null = null;
  let baseA: string;
  let baseB: string;
  let factory: ReturnType<typeof createOrderFactory>;
  const open: LiveTestClient[] = [];

  const listen = async (app: AppInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  };
  const call = (
    app: AppInstance,
    who: { headers: Record<string, string> },
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url: `/api${url}`, headers: { ...who.headers, ...csrfHeaders }, ...(payload ? { payload } : {}) });
  /** one socket on each instance, with tickets asked from instance A */
  const socketsOf = async (who: { headers: Record<string, string> }) => {
    const sockets = [
      await connectLive(baseA, await liveTicketFor(a, who.headers)),
      await connectLive(baseB, await liveTicketFor(a, who.headers)),
    ];
    open.push(...sockets);
    return sockets;
  };
  const closeCode = (client: LiveTestClient) =>
    new Promise<number>((resolve) => {
      if (client.socket.readyState === client.socket.CLOSED) return resolve(-1);
      client.socket.once('close', (code) => resolve(code));
    });
  const stillOpen = async (client: LiveTestClient) => {
    // an event published now reaches the socket only if it is still open
    const marker = { kind: 'order', orderId: Math.floor(Math.random() * 1e9) } as const;
    const userId = Number(client.socket.url.split('ticket=')[1].split('.')[0]);
    await publishLive(t.db, { userIds: [userId] }, marker);
    await client.next((e) => e.kind === 'order' && e.orderId === marker.orderId);
  };
  /** a second session of the same user (another browser) */
  const anotherSession = async (who: Session) => ({ user: who.user, ...(await t.tokenFor(who.user)) });

  /** A customer whose order's car is on the road, and the driver who sends its positions. */
  const carOnTheRoad = async () => {
    const carrier = await t.loginAs(Role.TransportCompany);
    const driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id });
    const customer = await t.loginAs(Role.Dealer);
    const order = await factory.createOrder(customer.user, {
      status: OrderStatus.Active,
      carrierBusinessId: carrier.user.businessDetailsId,
    });
    const load = await factory.createLoad(order.id, {
      driverUserId: driver.user.id,
      status: TaskStatus.Accepted,
      progress: 4,
      carIds: order.cars.map((c) => c.id),
    });
    // the driver picks the cars up: positions are shared while the load is in transport
    expect((await call(a, driver, 'PUT', `/loads/status/${load.id}`, { from: 4 })).statusCode).toBe(200);
    let lat = 45;
    const sendPosition = async () => {
      lat += 0.01;
      expect((await call(a, driver, 'POST', `/loads/position/${load.id}`, { lat, lng: -74.2 })).statusCode).toBe(200);
      return lat;
    };
    return { carrier, driver, customer, sendPosition };
  };
  const isPosition = (lat: number) => (e: LiveEvent) => e.kind === 'position' && e.lat === lat;

  beforeAll(async () => {
    t = await buildTestApp({ LIVE_TICKET_KEY: 'k'.repeat(40) });
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
    baseA = await listen(a);
    baseB = await listen(b);
  });
  afterAll(async () => {
    for (const client of open) await client.close();
    await b.close();
    await otherDatabase?.close();
    await t.close();
  });

  it('a ticket opens one socket in all: shown again to the other instance, it is refused', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    const ticket = await liveTicketFor(a, headers);
    open.push(await connectLive(baseA, ticket));
    await expect(connectLive(baseB, ticket)).rejects.toThrow(/401/);
  });

  it("a new password closes the car's position stream of the user's other sessions, on both instances, and keeps this one", async () => {
    const { customer, sendPosition } = await carOnTheRoad();
    const stolen = await anotherSession(customer);
    const victimTabs = await socketsOf(customer);
    const thiefTabs = await socketsOf(stolen);
    const lat = await sendPosition();
    for (const tab of [...victimTabs, ...thiefTabs]) await tab.next(isPosition(lat));

    const closed = thiefTabs.map(closeCode);
    const res = await call(b, customer, 'PUT', `/dealers/${customer.user.id}`, {
      current_password: TEST_PASSWORD,
      password: 'a-brand-new-one',
      password_confirmation: 'a-brand-new-one',
    });
    expect(res.statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual([SESSION_ENDED, SESSION_ENDED]);
    expect((await call(a, stolen, 'GET', '/users/me')).statusCode).toBe(401);
    expect((await call(a, stolen, 'POST', '/live/ticket')).statusCode).toBe(401);

    const next = await sendPosition();
    for (const tab of victimTabs) await tab.next(isPosition(next));
  });

  it('signing out closes the sockets of that session only, on both instances', async () => {
    const { customer, sendPosition } = await carOnTheRoad();
    const other = await anotherSession(customer);
    const leaving = await socketsOf(customer);
    const staying = await socketsOf(other);
    const closed = leaving.map(closeCode);
    expect((await call(b, customer, 'POST', '/auth/web-logout')).statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual([SESSION_ENDED, SESSION_ENDED]);
    expect((await call(a, customer, 'GET', '/users/me')).statusCode).toBe(401);
    const lat = await sendPosition();
    for (const tab of staying) await tab.next(isPosition(lat));
  });

  it('a driver his company deactivates is signed out everywhere: sockets closed, every later call 401', async () => {
    const { carrier, driver } = await carOnTheRoad();
    const tabs = await socketsOf(driver);
    await stillOpen(tabs[1]);
    const closed = tabs.map(closeCode);
    expect((await call(b, carrier, 'PUT', `/users/deactivate/${driver.user.id}`)).statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual([SESSION_ENDED, SESSION_ENDED]);
    for (const url of ['/users/me', '/loads/assigned']) expect((await call(a, driver, 'GET', url)).statusCode).toBe(401);
  });

  it('a driver his company removes is signed out everywhere', async () => {
    const { carrier, driver } = await carOnTheRoad();
    const tabs = await socketsOf(driver);
    const closed = tabs.map(closeCode);
    // the driver has a load on the road: his company confirms it removes him anyway
    expect((await call(a, carrier, 'DELETE', `/drivers/${driver.user.id}?confirm=1`)).statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual([SESSION_ENDED, SESSION_ENDED]);
    // restoring the driver does not bring the old sessions back
    expect((await call(a, carrier, 'PUT', `/drivers/restore/${driver.user.id}`)).statusCode).toBe(200);
    expect((await call(b, driver, 'GET', '/users/me')).statusCode).toBe(401);
  });

  it('a dispatcher deactivated through the team route or the dispatchers page is signed out everywhere', async () => {
    const carrier = await t.loginAs(Role.TransportCompany);
    for (const url of ['/users/deactivate', '/dispatchers/deactivate']) {
      const dispatcher = await t.loginAs(Role.Dispatcher, {
        businessDetailsId: carrier.user.businessDetailsId,
        parentId: carrier.user.id,
      });
      const tabs = await socketsOf(dispatcher);
      const closed = tabs.map(closeCode);
      expect((await call(b, carrier, 'PUT', `${url}/${dispatcher.user.id}`)).statusCode).toBe(200);
      expect(await Promise.all(closed)).toEqual([SESSION_ENDED, SESSION_ENDED]);
      expect((await call(a, dispatcher, 'GET', '/users/me')).statusCode).toBe(401);
    }
  });

  it("an admin's deactivation ends the account's sessions: its car positions stop, later calls 401", async () => {
    const admin = await t.loginAs(Role.Admin);
    const { customer, sendPosition } = await carOnTheRoad();
    const tabs = await socketsOf(customer);
    const lat = await sendPosition();
    for (const tab of tabs) await tab.next(isPosition(lat));
    const closed = tabs.map(closeCode);
    expect((await call(a, admin, 'PUT', `/admin/accounts/${customer.user.id}/deactivate`)).statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual([SESSION_ENDED, SESSION_ENDED]);
    expect((await call(b, customer, 'GET', '/users/me')).statusCode).toBe(401);
  });
});
