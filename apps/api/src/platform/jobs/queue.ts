import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { DatabaseHandle, DbOrTx } from '../../db/client.js';
import { databaseExecutor, transactionExecutor } from './executors.js';

export type JobInfo = { id: string; /** 1 for the first try */ attempt: number };

const runningJob = new AsyncLocalStorage<JobInfo & { name: string }>();

/**
 * The job whose handler is running here, if any: its id is the same on every try, so what a try has already
 * done (a mail sent) can be recorded under it and skipped by the next try.
 */
export const currentJob = () => runningJob.getStore();

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
  /**
   * Stops polling and lets running jobs finish (up to the stop timeout); one still running then is handed back
   * to the queue as a retry due in seconds. The database stays open. Calling it again waits for the same stop.
   */
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

const DEFAULTS = {
  retryLimit: 10,
  retryDelaySeconds: 10,
  timeoutSeconds: 30,
  pollIntervalSeconds: 2,
  stopTimeoutMs: 4000,
  /** how often maintenance fails tries whose worker died (kill -9), so they are retried */
  maintenanceIntervalSeconds: 15,
  /** a try is presumed dead this long after its timeout */
  expiryMarginSeconds: 15,
  /** a try cut short by a stop is tried again after this (not after its expiry) */
  releasedRetrySeconds: 2,
};

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

/**
 * Records a try's end, once more on a new connection if the first attempt lost its own (a database restart,
 * a terminated backend): otherwise the job would wait for its expiry before being tried again.
 */
const again = async (record: () => Promise<unknown>) => {
  try {
    await record();
  } catch {
    await record();
  }
};

/** A durable job queue in the app's own database (pg-boss 10, on PostgreSQL or PGlite). */
export const createJobQueue = (database: DatabaseHandle, options: JobQueueOptions): JobQueue => {
  const executor = databaseExecutor(database);
  const boss = new PgBoss({
    db: executor,
    supervise: options.maintenance ?? true,
    maintenanceIntervalSeconds: DEFAULTS.maintenanceIntervalSeconds,
    schedule: options.schedules ?? false,
    migrate: true,
  });
  boss.on('error', (error) => options.log(`[jobs] ${errorMessage(error)}`));
  const definitions = new Map<string, JobDefinition<unknown>>();
  const stopping = new AbortController();
  const loops: Promise<void>[] = [];
  /** tries running now, by job id (a stop releases those still running when it gives up waiting) */
  const running = new Map<string, string>();
  let stopped: Promise<void> | undefined;

  const timeoutOf = (d: JobDefinition<unknown>) => d.timeoutSeconds ?? DEFAULTS.timeoutSeconds;

  const runJob = async (d: JobDefinition<unknown>, job: PgBoss.JobWithMetadata<unknown>) => {
    const attempt = job.retryCount + 1;
    const info = { id: job.id, attempt };
    running.set(job.id, d.name);
    try {
      await withTimeout(
        runningJob.run({ ...info, name: d.name }, () => d.handle(d.payload.parse(job.data), info)),
        timeoutOf(d),
      );
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      options.log(`[jobs] ${d.name} ${job.id} try ${attempt} failed${last ? ', giving up' : ''}: ${errorMessage(error)}`);
      await again(() => boss.fail(d.name, job.id, { message: errorMessage(error) }));
      return;
    } finally {
      running.delete(job.id);
    }
    await again(() => boss.complete(d.name, job.id));
  };

  /**
   * Hands fetched jobs back to the queue: those not started as if never fetched, those cut short by a stop
   * as a retry due in a moment (instead of waiting for their expiry and the next maintenance).
   */
  const release = async (name: string, ids: string[], started: boolean) => {
    if (!ids.length) return;
    await executor.executeSql(
      started
        ? `UPDATE pgboss.job SET state = 'retry', start_after = now() + interval '${DEFAULTS.releasedRetrySeconds} seconds'
           WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`
        : `UPDATE pgboss.job SET state = CASE WHEN retry_count > 0 THEN 'retry'::pgboss.job_state ELSE 'created'::pgboss.job_state END,
             started_on = CASE WHEN retry_count > 0 THEN started_on END, start_after = now()
           WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
      [name, ids],
    );
  };

  const drainQueue = async (d: JobDefinition<unknown>) => {
    let done = 0;
    for (;;) {
      const jobs = await boss.fetch<unknown>(d.name, { batchSize: 5, includeMetadata: true });
      if (!jobs.length) return done;
      for (const [i, job] of jobs.entries()) {
        if (stopping.signal.aborted) {
          await release(
            d.name,
            jobs.slice(i).map((j) => j.id),
            false,
          );
          return done;
        }
        await runJob(d, job);
        done += 1;
      }
    }
  };

  /** the queues being drained now, each by one worker at a time */
  const draining = new Map<string, Promise<void>>();

  /** The names of the queues that hold a job due now: one indexed statement for every queue. */
  const dueQueues = async () => {
    const { rows } = await executor.executeSql(
      `SELECT DISTINCT name FROM pgboss.job WHERE state < 'active' AND start_after <= now()`,
      [],
    );
    return (rows as { name: string }[]).map((row) => row.name);
  };

  /**
   * One poller for every queue: an idle app asks the database one question per interval, not one per queue.
   * Each queue with due work is drained by a worker of its own, so a slow kind does not hold back the others.
   */
  const poll = async () => {
    const interval = (options.pollIntervalSeconds ?? DEFAULTS.pollIntervalSeconds) * 1000;
    while (!stopping.signal.aborted) {
      try {
        for (const name of await dueQueues()) {
          const d = definitions.get(name);
          if (!d || draining.has(name) || stopping.signal.aborted) continue;
          const drain = drainQueue(d)
            .then(
              () => undefined,
              (error: unknown) => {
                if (!stopping.signal.aborted) options.log(`[jobs] ${d.name} worker: ${errorMessage(error)}`);
              },
            )
            .finally(() => draining.delete(name));
          draining.set(name, drain);
        }
      } catch (error) {
        if (!stopping.signal.aborted) options.log(`[jobs] poller: ${errorMessage(error)}`);
      }
      await sleep(interval, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
    await Promise.allSettled(draining.values());
  };

  const queueSettings = (d: JobDefinition<unknown>): PgBoss.Queue => ({
    name: d.name,
    retryLimit: d.retryLimit ?? DEFAULTS.retryLimit,
    retryDelay: options.retryDelaySeconds ?? d.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
    retryBackoff: true,
    // a try that outlives its worker (a crash, kill -9) is failed by maintenance soon after, then retried
    expireInSeconds: timeoutOf(d) + DEFAULTS.expiryMarginSeconds,
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
      if (polling) loops.push(poll());
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
    stop: () =>
      (stopped ??= (async () => {
        stopping.abort();
        const timeout = new AbortController();
        const finished = await Promise.race([
          Promise.allSettled(loops).then(() => true),
          sleep(options.stopTimeoutMs ?? DEFAULTS.stopTimeoutMs, false, { signal: timeout.signal }),
        ]);
        timeout.abort();
        if (!finished && running.size) {
          options.log(`[jobs] stopped with ${running.size} job(s) still running: retried in ${DEFAULTS.releasedRetrySeconds} s`);
          const byQueue = new Map<string, string[]>();
          for (const [id, name] of running) byQueue.set(name, [...(byQueue.get(name) ?? []), id]);
          for (const [name, ids] of byQueue) {
            await release(name, ids, true).catch((error: unknown) =>
              options.log(`[jobs] could not release ${name}: ${errorMessage(error)}`),
            );
          }
        }
        await boss.stop({ graceful: false, close: false });
      })()),
  };
};
