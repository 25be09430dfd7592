import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { devMails } from '../../db/schema/index.js';
import { openTestDatabase } from '../../test/test-db.js';
import { withDeliveryLog, type MailMessage } from '../mail/index.js';
import { createJobQueue, type JobQueue } from './index.js';

type JobRow = { state: string; retry_count: number };

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 60_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(50);
  }
};

describe('job queue (pg-boss in the app database)', () => {
  let database: DatabaseHandle;
  const logs: string[] = [];
  const queues: JobQueue[] = [];
  const newQueue = (opts: { pollIntervalSeconds?: number; retryDelaySeconds?: number; stopTimeoutMs?: number } = {}) => {
    const queue = createJobQueue(database, { log: (line) => logs.push(line), maintenance: false, ...opts });
    queues.push(queue);
    return queue;
  };
  const jobRow = async (id: string) => {
    const result = await database.db.execute(sql`select state, retry_count from pgboss.job where id = ${id}::uuid`);
    return (result as unknown as { rows: JobRow[] }).rows[0];
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database.close();
  });

  it('enqueues in the caller’s transaction: a rollback leaves no job, a commit runs it once', async () => {
    const seen: string[] = [];
    const jobs = newQueue();
    jobs.register({ name: 'note', payload: z.object({ text: z.string() }), handle: async ({ text }) => void seen.push(text) });
    await jobs.start({ poll: false });

    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(devMails).values({ to: 'a@example.test', subject: 'rolled back', text: '', html: '' });
        await jobs.enqueue(tx, 'note', { text: 'rolled back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const id = await database.db.transaction(async (tx) => {
      await tx.insert(devMails).values({ to: 'a@example.test', subject: 'kept', text: '', html: '' });
      return jobs.enqueue(tx, 'note', { text: 'kept' });
    });

    expect(await jobs.runDue()).toBe(1);
    expect(await jobs.runDue()).toBe(0);
    expect(seen).toEqual(['kept']);
    expect((await jobRow(id)).state).toBe('completed');
  });

  it('refuses a payload of the wrong shape and an unknown kind', async () => {
    const jobs = newQueue();
    jobs.register({ name: 'typed', payload: z.object({ n: z.number() }), handle: async () => undefined });
    await jobs.start({ poll: false });
    await expect(jobs.enqueue(database.db, 'typed', { n: 'one' })).rejects.toThrow();
    await expect(jobs.enqueue(database.db, 'nobody', {})).rejects.toThrow('No job kind named "nobody"');
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const tries: number[] = [];
    const jobs = newQueue({ pollIntervalSeconds: 0.5, retryDelaySeconds: 1 });
    jobs.register({
      name: 'flaky',
      payload: z.object({}),
      handle: async (_payload, { attempt }) => {
        tries.push(Date.now());
        if (attempt < 3) throw new Error(`try ${attempt} fails`);
      },
    });
    await jobs.start();
    const id = await jobs.enqueue(database.db, 'flaky', {});
    await waitFor(async () => (await jobRow(id)).state === 'completed');

    const gaps = [tries[1] - tries[0], tries[2] - tries[1]];
    console.log(`retry gaps with a 1 s first delay: ${gaps.map((g) => `${g} ms`).join(', ')}`);
    expect(tries).toHaveLength(3);
    expect(gaps[0]).toBeGreaterThanOrEqual(1000); // 1–2 s, then 2–4 s (pg-boss adds jitter)
    expect(gaps[1]).toBeGreaterThanOrEqual(2000);
    expect((await jobRow(id)).retry_count).toBe(2);
    expect(logs.some((line) => line.includes('flaky') && line.includes('try 1 failed'))).toBe(true);
  }, 90_000);

  it('works every kind with due jobs from one poller, a slow kind not holding back the others', async () => {
    const seen: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const jobs = newQueue({ pollIntervalSeconds: 0.2 });
    jobs.register({ name: 'held-up', payload: z.object({}), handle: () => held.then(() => void seen.push('held-up')) });
    jobs.register({ name: 'quick', payload: z.object({ n: z.number() }), handle: async ({ n }) => void seen.push(`quick ${n}`) });
    await jobs.start();
    await jobs.enqueue(database.db, 'held-up', {});
    await jobs.enqueue(database.db, 'quick', { n: 1 });
    await waitFor(() => seen.includes('quick 1'));
    // the held job still runs: a job queued meanwhile for the other kind is worked too
    await jobs.enqueue(database.db, 'quick', { n: 2 });
    await waitFor(() => seen.includes('quick 2'));
    expect(seen).toEqual(['quick 1', 'quick 2']);
    release();
    await waitFor(() => seen.includes('held-up'));
  });

  it('stops cleanly: a running job finishes, then nothing more is picked up', async () => {
    const done: string[] = [];
    let started = false;
    const jobs = newQueue({ pollIntervalSeconds: 0.5 });
    jobs.register({
      name: 'slow',
      payload: z.object({ label: z.string() }),
      handle: async ({ label }) => {
        started = true;
        await sleep(400);
        done.push(label);
      },
    });
    await jobs.start();
    const first = await jobs.enqueue(database.db, 'slow', { label: 'first' });
    await waitFor(() => started);
    await jobs.stop();
    expect(done).toEqual(['first']);
    expect((await jobRow(first)).state).toBe('completed');

    const second = await jobs.enqueue(database.db, 'slow', { label: 'second' });
    await sleep(800);
    expect(done).toEqual(['first']);
    expect((await jobRow(second)).state).toBe('created');
  });

  it('hands a job caught in a stop back to the queue, due in seconds instead of after its expiry', async () => {
    let started = false;
    let finish = () => undefined as void;
    const jobs = newQueue({ pollIntervalSeconds: 0.2, stopTimeoutMs: 100 });
    jobs.register({
      name: 'stuck',
      payload: z.object({}),
      handle: async () => {
        started = true;
        await new Promise<void>((resolve) => (finish = resolve));
      },
    });
    await jobs.start();
    const id = await jobs.enqueue(database.db, 'stuck', {});
    await waitFor(() => started);
    await jobs.stop();
    const result = await database.db.execute(
      sql`select state, start_after <= now() + interval '5 seconds' as soon from pgboss.job where id = ${id}::uuid`,
    );
    expect((result as unknown as { rows: { state: string; soon: boolean }[] }).rows[0]).toEqual({ state: 'retry', soon: true });
    expect(logs.some((line) => line.includes('still running'))).toBe(true);
    finish();
  });

  it('sends a job’s mail once when a try that sent it fails before the job is recorded done', async () => {
    const sent: MailMessage[] = [];
    const mailer = withDeliveryLog({ kind: 'dev-mailbox', send: async (m) => void sent.push(m) }, database.db);
    const tries: number[] = [];
    const jobs = newQueue({ retryDelaySeconds: 0 });
    jobs.register({
      name: 'mail-then-crash',
      payload: z.object({ to: z.string() }),
      retryLimit: 2,
      handle: async ({ to }, { attempt }) => {
        tries.push(attempt);
        await mailer.send({ to, subject: 'Your order is booked', text: 'booked', html: '<p>booked</p>' });
        // the first try stops after the mail went out (as a worker whose database went away)
        if (attempt === 1) throw new Error('lost the database after sending');
      },
    });
    await jobs.start({ poll: false });
    const id = await jobs.enqueue(database.db, 'mail-then-crash', { to: 'dana@example.test' });
    await waitFor(async () => {
      await jobs.runDue();
      return (await jobRow(id)).state === 'completed';
    });
    expect(tries).toEqual([1, 2]);
    expect(sent).toHaveLength(1);
    expect(sent[0].messageId).toMatch(/^<[0-9a-f]{64}@routier>$/);

    // a mail outside a job (or of another job) is not held back by that key
    await mailer.send({ to: 'dana@example.test', subject: 'Your order is booked', text: 'booked', html: '' });
    expect(sent).toHaveLength(2);
  });
});
