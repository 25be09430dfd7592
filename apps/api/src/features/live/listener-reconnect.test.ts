import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { publishLive } from '../../platform/live/publish.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { connectLive, liveTicketFor } from '../../test/live-client.js';

/**
 * PostgreSQL only (PGlite has no connection to lose): when the instance's LISTEN connection dies, it reconnects
 * and closes its sockets with 1012, so the browsers reconnect and refetch what they may have missed.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('the live listener on PostgreSQL', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('reconnects after its connection is killed, and tells the browsers to catch up', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    const client = await connectLive(base, await liveTicketFor(t.app, headers));
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)));
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    );
    expect(await closed).toBe(1012);

    const again = await connectLive(base, await liveTicketFor(t.app, headers));
    // the new LISTEN is in place once an event published now arrives
    const deadline = Date.now() + 5000;
    while (!again.events.length && Date.now() < deadline) {
      await publishLive(t.db, { userIds: [user.id] }, { kind: 'notifications' });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(again.events[0]).toEqual({ kind: 'notifications' });
    await again.close();
  });
});
