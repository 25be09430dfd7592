import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, sandboxToken } from '@routier/domain';
import type { AppDeps } from '../src/app-deps.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { orders, payments, sandboxPaymentIntents } from '../src/db/schema/index.js';
import {
  reconcilePaymentsJob,
  PAYMENTS_RECONCILE_JOB,
  STALE_PENDING_MS,
} from '../src/features/checkout/payment-reconciliation.service.js';
import { createJobQueue, type JobQueue } from '../src/platform/jobs/index.js';
import { createSandboxGateway } from '../src/platform/payments/sandbox.js';
import { createTestFactories } from '../src/test/factories.js';
import { expectMoneyInvariant } from '../src/test/money-invariant.js';
import { createOrderFactory } from '../src/test/order-factory.js';
import { freePort, waitFor } from './process-helpers.js';
import { bundleServer } from '../scripts/bundle-server.mjs';

/**
 * `npm run test:faults`: the server killed (SIGKILL) between the gateway's charge and the booking's commit.
 * A real server (its own process, on a fresh database of the PostgreSQL server in TEST_DATABASE_URL) runs
 * with ROUTIER_FAULT_KILL_AFTER_CHARGE=1; a customer pays a priced, bookable order with the sandbox card
 * 4242…; the process dies. It is started again without the switch, the reconciliation job is queued (as its
 * schedule would) and the running server's queue settles the attempt. Then: the order is booked once (or its
 * charge refunded), one charge, and the money invariant holds.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

describe.skipIf(!serverUrl)('the server killed between the charge and the commit (PostgreSQL)', () => {
  const name = `routier_faults_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let database: DatabaseHandle;
  let jobs: JobQueue | undefined;
  let server: ChildProcess | undefined;
  let databaseUrl = '';
  let port = 0;
  let base = '';
  let output = '';
  // the server is bundled once for the file: it starts, is killed, and starts again
  let serverEntry = '';

  const start = async (env: Record<string, string>) => {
    const child = spawn(process.execPath, [serverEntry], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DEMO_DATA: 'false',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        LOG_LEVEL: 'error',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server = child;
    await waitFor(
      'the server to listen',
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited:\n${output}`);
        return fetch(`${base}/api/health/db`).then(
          (res) => res.ok,
          () => false,
        );
      },
      120_000,
    );
    return child;
  };

  beforeAll(async () => {
    serverEntry = await bundleServer();
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // the server migrates the fresh database as it starts
    await start({ ROUTIER_FAULT_KILL_AFTER_CHARGE: '1' });
    database = await openDatabase({ url: databaseUrl, poolSize: 2, jobsPoolSize: 1 });
  });

  afterAll(async () => {
    server?.kill('SIGKILL');
    await jobs?.stop();
    await database?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  it('books the order once (or refunds it) after a kill -9 between the charge and the commit; one charge, the money invariant holds', async () => {
    const { db } = database;
    const clock = () => new Date();
    const deps = { db, clock, payments: createSandboxGateway(db) };
    const customer = await createTestFactories({ db, clock } as AppDeps).loginAs(Role.PrivateUser);
    const order = await createOrderFactory({ db, clock }).createOrder(customer.user, {
      currentStep: 3,
      distanceKm: 540.7,
      bookable: true,
    });
    const call = (path: string, payload: object, headers: Record<string, string> = {}) =>
      fetch(`${base}/api${path}`, {
        method: 'POST',
        headers: { ...customer.headers, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(60_000),
      });
    expect((await call(`/pricing-options/${order.id}`, { shipping_method: 3 })).status).toBe(200);

    // the checkout: the gateway charges the card, then the process is killed before the booking commits
    const killed = server!;
    const payment = {
      agree_with_terms: true,
      dry_run_fee_terms: true,
      paid_with_card: true,
      card: { token: sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'crash1') },
    };
    const checkout = await call(`/checkout/${order.id}`, payment, { 'idempotency-key': 'charge-crash-1' }).then(
      (res) => `${res.status}`,
      () => 'no answer',
    );
    await waitFor('the server to die', () => killed.exitCode !== null || killed.signalCode !== null, 30_000);
    expect(killed.signalCode).toBe('SIGKILL');
    expect(checkout).toBe('no answer');
    const intents = () => db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.orderId, order.id));
    const attempts = () => db.select().from(payments).where(eq(payments.orderId, order.id));
    const orderRow = async () => (await db.select().from(orders).where(eq(orders.id, order.id)))[0];
    // charged, not booked: the attempt is pending with the intent id written before the charge
    expect((await intents()).map((i) => i.status)).toEqual(['succeeded']);
    const [pending] = await attempts();
    expect(pending).toMatchObject({ status: 'pending', paymentIntentId: (await intents())[0].id });
    expect((await orderRow()).status).toBe(OrderStatus.Draft);

    // started again without the switch; the attempt is as old as the job's threshold, and the job is queued
    await start({});
    await db
      .update(payments)
      .set({ updatedAt: new Date(Date.now() - STALE_PENDING_MS - 60_000) })
      .where(eq(payments.id, pending.id));
    jobs = createJobQueue(database, { log: () => undefined, maintenance: false });
    jobs.register(reconcilePaymentsJob({ ...deps, jobs }));
    await jobs.start({ poll: false });
    await jobs.enqueue(db, PAYMENTS_RECONCILE_JOB, {});
    await waitFor('the reconciliation to settle the attempt', async () => (await attempts())[0].status !== 'pending');

    const settled = await attempts();
    const charges = await intents();
    const row = await orderRow();
    const booked = row.status === OrderStatus.Active && settled.map((p) => p.status).join() === 'succeeded';
    const refunded = settled.map((p) => p.status).join() === 'refunded' && charges.every((c) => c.refundedAt !== null);
    console.log(
      `charge-commit kill: 1 × SIGKILL after the charge (checkout: ${checkout}); after the restart and the reconciliation job: ` +
        `order ${booked ? 'booked' : refunded ? 'refunded' : `status ${row.status}`}, attempts ${settled.map((p) => p.status).join(', ')}, ` +
        `gateway charges ${charges.length} (${charges.filter((c) => c.status === 'succeeded' && c.refundedAt === null).length} kept); process alive: ${server!.exitCode === null}`,
    );
    expect(booked || refunded).toBe(true);
    expect(charges).toHaveLength(1);
    expect(charges.filter((c) => c.status === 'succeeded' && c.refundedAt === null)).toHaveLength(booked ? 1 : 0);
    await expectMoneyInvariant(deps);
    // the customer's checkout sent again with its key is told the order is booked, and charges nothing
    if (booked) {
      const again = await call(`/checkout/${order.id}`, payment, { 'idempotency-key': 'charge-crash-1' });
      expect(again.status).toBe(200);
      expect(await intents()).toHaveLength(1);
    }
  }, 240_000);
});
