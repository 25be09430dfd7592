import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Role } from '@routier/domain';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

/**
 * The server outlives its database connections (PostgreSQL only: PGlite has no connections to lose). A
 * connection the server closes under a transaction fails that request with 503 and nothing else; a full
 * pool answers 503 with Retry-After after the acquire timeout instead of hanging; the readiness probe fails
 * fast; the job queue keeps working on its own pool meanwhile.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

const waitFor = async (check: () => boolean | Promise<boolean>) => {
  while (!(await check())) await sleep(20);
};

/** A gate a test route waits on inside its transaction. */
const gates = new Map<string, { pid?: number; open: () => void; opened: Promise<void> }>();
const newGate = (key: string) => {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const gate = { open, opened };
  gates.set(key, gate);
  return gate as { pid?: number; open: () => void; opened: Promise<void> };
};

describe.skipIf(!onPostgres)('database connection faults (PostgreSQL)', () => {
  let t: TestApp;
  let admin: pg.Client;
  const ran: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        database: { poolSize: 3, limits: { acquireTimeoutMs: 400 } },
        // a request that holds a transaction open, idle, until the test lets it go
        routes: (app, deps) => {
          app.get('/api/test/hold/:key', { config: { access: 'public' } }, async (request) => {
            const gate = gates.get((request.params as { key: string }).key)!;
            return deps.db.transaction(async (tx) => {
              const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
              gate.pid = rows[0]!.pid;
              await gate.opened;
              await tx.execute(sql`select 1`);
              return { held: true };
            });
          });
          app.get('/api/test/transaction', { config: { access: 'public' } }, async () =>
            deps.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              return { done: true };
            }),
          );
        },
      },
    );
    t.deps.jobs.register({
      name: 'fault-probe',
      payload: z.object({ n: z.number() }),
      handle: async ({ n }) => void ran.push(`job ${n}`),
    });
    admin = new pg.Client({ connectionString: t.deps.database.pool!.options.connectionString });
    await admin.connect();
  });
  afterAll(async () => {
    for (const gate of gates.values()) gate.open();
    await admin?.end();
    await t?.close();
  });

  it('a backend terminated while its transaction is idle fails that request with 503; the process lives and answers', async () => {
    const gate = newGate('terminated');
    const held = t.app.inject({ url: '/api/test/hold/terminated' });
    await waitFor(() => gate.pid !== undefined);
    await admin.query('select pg_terminate_backend($1)', [gate.pid]);
    // the server has closed the connection (its 'error' event may reach the client before or after the next query)
    await waitFor(async () => {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where pid = $1', [gate.pid]);
      return rows[0].n === 0;
    });
    gate.open();
    const res = await held;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ retry_after: 5 });

    expect((await t.app.inject({ url: '/api/health/db' })).statusCode).toBe(200);
    const { headers } = await t.loginAs(Role.Dealer);
    expect((await t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);
  });

  it('a full pool answers 503 with Retry-After instead of hanging, the probe fails fast, jobs still run', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    await t.deps.jobs.start({ poll: false }); // creates the queue registered above
    await t.deps.jobs.enqueue(t.db, 'fault-probe', { n: 1 });
    const held = [0, 1, 2].map((i) => {
      const gate = newGate(`full-${i}`);
      return { gate, res: t.app.inject({ url: `/api/test/hold/full-${i}` }) };
    });
    await waitFor(() => held.every((h) => h.gate.pid !== undefined));

    const res = await t.app.inject({ url: '/api/users/me', headers });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    const probe = await t.app.inject({ url: '/api/health/db' });
    expect(probe.statusCode).toBe(503);
    expect(probe.json()).toEqual({ status: 'unavailable', database: 'unavailable' });

    // the queue has its own connections: a job queued before runs, and is recorded, while the app's pool is full
    expect(await t.deps.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(ran).toContain('job 1');

    for (const h of held) h.gate.open();
    for (const h of held) expect((await h.res).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health/db' })).statusCode).toBe(200);
  });

  it('connections lost before `begin` answered go back to the pool: more of them than it holds leave it lending', async () => {
    const pool = t.deps.database.pool!;
    let toLose = 5; // the pool holds 3
    const loseBeforeBegin = (client: pg.PoolClient) => {
      if (toLose <= 0) return;
      toLose -= 1;
      (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
    };
    pool.on('acquire', loseBeforeBegin);
    try {
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({ url: '/api/test/transaction' });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
      }
    } finally {
      pool.off('acquire', loseBeforeBegin);
    }
    expect(toLose).toBe(0);
    for (let i = 0; i < 4; i++) expect((await t.app.inject({ url: '/api/test/transaction' })).statusCode).toBe(200);
    expect(pool.totalCount).toBeLessThanOrEqual(3);
    expect(pool.idleCount).toBe(pool.totalCount);
  });

  it("a transaction's settings still reach `begin`", async () => {
    const isolation = await t.db.transaction(
      async (tx) => {
        const { rows } = (await tx.execute(sql`show transaction_isolation`)) as unknown as {
          rows: { transaction_isolation: string }[];
        };
        return rows[0]!.transaction_isolation;
      },
      { isolationLevel: 'serializable' },
    );
    expect(isolation).toBe('serializable');
  });
});
