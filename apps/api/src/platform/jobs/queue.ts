import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { DatabaseHandle, DbOrTx } from '../../db/client.js';
import { databaseExecutor, transactionExecutor } from './executors.js';

export type JobInfo = { id: string; /** 1 for the first try */ attempt: number };

/** A kind of job: its queue, the shape of its payload, and what a worker does with it. */
export type JobDefinition<P> = {
  /** the queue's name (letters, digits, dashes) */
  name: string;
  payload: z.ZodType<P>;
  handle: (payload: P, job: JobInfo) => Promise<void>;
  /** retries after the first try; each waits about twice as long as the one before */
  retryLimit?: number;
  /** the wait before the first retry */
  retryDelaySeconds?: number;
  /** a try running longer than this counts as failed */
  timeoutSeconds?: number;
  /**
   * A cron expression (UTC): the job is also sent on this schedule with an empty payload, once across
   * every instance (pg-boss keeps the schedule in the database). Needs the queue's `schedules` option.
   */
  cron?: string;
};

export type EnqueueOptions = { startAfterSeconds?: number; priority?: number };

export type JobQueue = {
  kind: 'pg-boss';
  /** Declares a kind of job; before start. */
  register: <P>(definition: JobDefinition<P>) => void;
  /** Adds a job in the caller's transaction: it exists only if that transaction commits. */
  enqueue: (tx: DbOrTx, name: string, payload: unknown, opts?: EnqueueOptions) => Promise<string>;
  /** Installs or upgrades pg-boss's schema, creates the queues and, unless `poll` is false, starts the workers. */
  start: (opts?: { poll?: boolean }) => Promise<void>;
  /** Runs every job that is due now, until none is left (tests; the workers do this on their own). */
  runDue: () => Promise<number>;
  /** Lets running jobs finish (up to the stop timeout) and stops polling; the database stays open. */
  stop: () => Promise<void>;
};

export type JobQueueOptions = {
  log: (line: string) => void;
  /** how often an idle worker looks for work; PGlite serialises queries, so keep it modest */
  pollIntervalSeconds?: number;
  /** overrides every kind's first retry delay (tests) */
  retryDelaySeconds?: number;
  /** pg-boss maintenance: expires stuck jobs, archives and deletes old ones */
  maintenance?: boolean;
  stopTimeoutMs?: number;
  /** sends the jobs that declare a `cron` on their schedule (the running app; tests call the handlers) */
  schedules?: boolean;
};

const DEFAULTS = { retryLimit: 10, retryDelaySeconds: 10, timeoutSeconds: 60, pollIntervalSeconds: 2, stopTimeoutMs: 5000 };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const withTimeout = async (work: Promise<void>, seconds: number) => {
  const timer = new AbortController();
  try {
    await Promise.race([
      work,
      sleep(seconds * 1000, undefined, { signal: timer.signal }).then(() => {
        throw new Error(`timed out after ${seconds} s`);
      }),
    ]);
  } finally {
    timer.abort();
  }
};

/** A durable job queue in the app's own database (pg-boss 10, on PostgreSQL or PGlite). */
export const createJobQueue = (database: DatabaseHandle, options: JobQueueOptions): JobQueue => {
  const boss = new PgBoss({
    db: databaseExecutor(database),
    supervise: options.maintenance ?? true,
    schedule: options.schedules ?? false,
    migrate: true,
  });
  boss.on('error', (error) => options.log(`[jobs] ${errorMessage(error)}`));
  const definitions = new Map<string, JobDefinition<unknown>>();
  const stopping = new AbortController();
  const loops: Promise<void>[] = [];

  const timeoutOf = (d: JobDefinition<unknown>) => d.timeoutSeconds ?? DEFAULTS.timeoutSeconds;

  const runJob = async (d: JobDefinition<unknown>, job: PgBoss.JobWithMetadata<unknown>) => {
    const attempt = job.retryCount + 1;
    try {
      await withTimeout(d.handle(d.payload.parse(job.data), { id: job.id, attempt }), timeoutOf(d));
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      options.log(`[jobs] ${d.name} ${job.id} try ${attempt} failed${last ? ', giving up' : ''}: ${errorMessage(error)}`);
      await boss.fail(d.name, job.id, { message: errorMessage(error) });
      return;
    }
    await boss.complete(d.name, job.id);
  };

  const drainQueue = async (d: JobDefinition<unknown>) => {
    let done = 0;
    for (;;) {
      const jobs = await boss.fetch<unknown>(d.name, { batchSize: 5, includeMetadata: true });
      if (!jobs.length) return done;
      for (const job of jobs) await runJob(d, job);
      done += jobs.length;
    }
  };

  const poll = async (d: JobDefinition<unknown>) => {
    const interval = (options.pollIntervalSeconds ?? DEFAULTS.pollIntervalSeconds) * 1000;
    while (!stopping.signal.aborted) {
      try {
        await drainQueue(d);
      } catch (error) {
        if (!stopping.signal.aborted) options.log(`[jobs] ${d.name} worker: ${errorMessage(error)}`);
      }
      await sleep(interval, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  };

  const queueSettings = (d: JobDefinition<unknown>): PgBoss.Queue => ({
    name: d.name,
    retryLimit: d.retryLimit ?? DEFAULTS.retryLimit,
    retryDelay: options.retryDelaySeconds ?? d.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
    retryBackoff: true,
    // a try that outlives its worker (a crash) is failed by maintenance, then retried
    expireInSeconds: timeoutOf(d) * 2,
  });

  return {
    kind: 'pg-boss',
    register: (definition) => {
      definitions.set(definition.name, definition as JobDefinition<unknown>);
    },
    enqueue: async (tx, name, payload, opts = {}) => {
      const d = definitions.get(name);
      if (!d) throw new Error(`No job kind named "${name}" is registered`);
      const id = await boss.send(name, d.payload.parse(payload) as object, {
        db: transactionExecutor(tx),
        ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
        ...(opts.priority ? { priority: opts.priority } : {}),
      });
      if (!id) throw new Error(`The job "${name}" was not queued: start the queue first`);
      return id;
    },
    start: async ({ poll: polling = true } = {}) => {
      await boss.start();
      for (const d of definitions.values()) {
        await boss.createQueue(d.name, queueSettings(d));
        await boss.updateQueue(d.name, queueSettings(d));
        if (options.schedules && d.cron) await boss.schedule(d.name, d.cron, {}, { tz: 'UTC' });
      }
      if (polling) for (const d of definitions.values()) loops.push(poll(d));
    },
    runDue: async () => {
      let total = 0;
      for (;;) {
        let pass = 0;
        for (const d of definitions.values()) pass += await drainQueue(d);
        if (!pass) return total;
        total += pass;
      }
    },
    stop: async () => {
      stopping.abort();
      const timeout = new AbortController();
      const finished = await Promise.race([
        Promise.allSettled(loops).then(() => true),
        sleep(options.stopTimeoutMs ?? DEFAULTS.stopTimeoutMs, false, { signal: timeout.signal }),
      ]);
      timeout.abort();
      if (!finished) options.log('[jobs] stopped with a job still running: it will be retried');
      await boss.stop({ graceful: false, close: false });
    },
  };
};
