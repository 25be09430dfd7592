import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { registerJobs } from '../app-jobs.js';
import type { AppDeps, AppInstance } from '../app-deps.js';
import { loadEnv } from '../config/env.js';
import { createPrivateFiles } from '../platform/files/private-files.js';
import { createLocalStorage } from '../platform/files/storage.js';
import { createJobQueue } from '../platform/jobs/index.js';
import { createMailer, withDeliveryLog, type MailMessage, type Mailer } from '../platform/mail/index.js';
import { createPaymentGateway } from '../platform/payments/index.js';
import { openTestDatabase, type TestDatabaseOptions } from './test-db.js';
import { createTestFactories } from './factories.js';

export const CSRF = 'test-csrf-token';
/** Headers a browser would send on a state-changing request after GET /api/auth/csrf-cookie. */
export const csrfHeaders = { cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF };

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export type TestAppOptions = {
  /** send through the mailer the env configures (SMTP_URL) instead of capturing into `mails` */
  realMailer?: boolean;
  /** run the queue's workers in the background, as the server does, instead of only on `drainJobs()` */
  workers?: { pollIntervalSeconds: number; retryDelaySeconds: number };
  /** PostgreSQL: another pool size or other limits (fault tests) */
  database?: TestDatabaseOptions;
  /** extra routes, added before the app is ready (fault tests) */
  routes?: (app: AppInstance, deps: AppDeps) => void;
};

/**
 * The real app over a fresh real database. Mail is captured in `mails` (the SMTP and dev-mailbox
 * adapters have their own tests); the clock can be moved with `setNow`. Requests only queue their
 * emails: `await drainJobs()` runs every queued job now, as the workers would.
 */
export const buildTestApp = async (envOverrides: Record<string, string> = {}, opts: TestAppOptions = {}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'routier-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://routier.test',
    AUTH_RATE_LIMIT: '1000',
    ...envOverrides,
  });
  const database = await openTestDatabase(opts.database);
  const mails: MailMessage[] = [];
  const log = () => undefined;
  const mailer: Mailer = opts.realMailer
    ? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db: database.db, log })
    : withDeliveryLog({ kind: 'dev-mailbox', send: async ({ messageId: _, ...m }) => void mails.push(m) }, database.db);
  const jobs = createJobQueue(database, { log, maintenance: false, ...opts.workers });
  let now = new Date('2026-11-21T15:00:00Z');
  const deps: AppDeps = {
    env,
    database,
    db: database.db,
    mailer,
    jobs,
    storage: createLocalStorage(path.join(dataDir, 'uploads'), env.appUrl),
    privateFiles: createPrivateFiles(env),
    payments: createPaymentGateway(env, database.db),
    clock: () => now,
  };
  registerJobs(deps);
  await jobs.start({ poll: Boolean(opts.workers) });
  const app: AppInstance = await buildApp(deps, { webDist: null });
  opts.routes?.(app, deps);
  await app.ready();
  const factories = createTestFactories(deps);

  return {
    app,
    deps,
    db: database.db,
    mails,
    ...factories,
    setNow: (date: Date) => {
      now = date;
    },
    /** runs every queued job that is due (sends the queued emails); how many ran */
    drainJobs: () => jobs.runDue(),
    /** the last mail sent to an address */
    lastMailTo: (to: string) => [...mails].reverse().find((m) => m.to === to),
    close: async () => {
      await app.close();
      await jobs.stop();
      await mailer.close?.();
      await database.close();
    },
  };
};

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T;
