import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, TaskStatus } from '@routier/domain';
import { buildTestApp, json, type TestApp } from '../../test/build-test-app.js';
import { connectLive, type LiveTestClient } from '../../test/live-client.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

/** A job given back to the board reaches the boards open at that moment, as a new offer does. */
describe('a job back on the board, live', () => {
  let t: TestApp;
  let base: string;
  let socket: LiveTestClient | undefined;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await socket?.close();
    await t.close();
  });

  const send = (who: Session, method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  it("tells every carrier's open board when an admin approves a carrier's cancellation", async () => {
    const dealer = await t.loginAs(Role.Dealer);
    const carrier = await t.loginAs(Role.TransportCompany);
    const driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId });
    const watcher = await t.loginAs(Role.TransportCompany);
    const admin = await t.loginAs(Role.Admin);
    const factory = createOrderFactory(t.deps);
    const order = await factory.createOrder(dealer.user, {
      status: OrderStatus.InProgress,
      carrierBusinessId: carrier.user.businessDetailsId,
      acceptedByTcAt: new Date(t.deps.clock().getTime() - 30 * 3_600_000),
      cars: [{}],
    });
    await factory.createLoad(order.id, {
      driverUserId: driver.user.id,
      status: TaskStatus.Accepted,
      progress: 1,
      carIds: order.cars.map((c) => c.id),
    });
    const request = json<{ id: number }>(
      await send(carrier, 'POST', `/api/orders/cancel-request/${order.id}`, { reason: 'Driver quit the company' }),
    );
    const ticket = json<{ ticket: string }>(
      await t.app.inject({ method: 'POST', url: '/api/live/ticket', headers: watcher.headers }),
    );
    socket = await connectLive(base, ticket.ticket);

    expect((await send(admin, 'PUT', `/api/admin/order-requests/${request.id}/approve`)).statusCode).toBe(200);
    expect(await socket.next((e) => e.kind === 'offers')).toEqual({ kind: 'offers' });
  });
});
