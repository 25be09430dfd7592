import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppDeps } from './app-deps.js';
import type { Env } from './config/env.js';
import { registerJobs } from './app-jobs.js';
import { openDatabase } from './db/client.js';
import { lockDataFolder } from './db/data-lock.js';
import { createPrivateFiles } from './platform/files/private-files.js';
import { createLocalStorage } from './platform/files/storage.js';
import { createJobQueue } from './platform/jobs/index.js';
import { createMailer } from './platform/mail/index.js';
import { createPaymentGateway, usesSandbox } from './platform/payments/index.js';
import { countDemoAccounts, loadDemoData } from './seed/demo-data.js';

/** Opens the database, applies migrations, loads demo data when empty, and wires the adapters. */
export const createRuntime = async (env: Env) => {
  // the embedded database is one process's: a second server on the same folder refuses to start
  let lock: ReturnType<typeof lockDataFolder> | undefined;
  if (!env.DATABASE_URL) {
    mkdirSync(env.dataDir, { recursive: true });
    lock = lockDataFolder(env.dataDir);
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, 'pglite'),
    poolSize: env.DB_POOL_SIZE,
    jobsPoolSize: env.DB_JOBS_POOL_SIZE,
    limits: {
      acquireTimeoutMs: env.DB_ACQUIRE_TIMEOUT * 1000,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT * 1000,
      idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT * 1000,
    },
  });
  await database.migrate();
  const log = (line: string) => console.log(line);
  const deps: AppDeps = {
    env,
    database,
    db: database.db,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db: database.db, log }),
    storage: createLocalStorage(path.join(env.dataDir, 'uploads'), env.appUrl),
    privateFiles: createPrivateFiles(env),
    jobs: createJobQueue(database, { log, schedules: true }),
    payments: createPaymentGateway(env, database.db),
    clock: () => new Date(),
  };
  registerJobs(deps);
  await deps.jobs.start();
  if (env.demoData) {
    const loaded = await loadDemoData(deps);
    if (loaded) log('Demo data loaded: sign in with any demo account, password "routier-demo".');
  }
  for (const line of describeAdapters(env, { demoAccounts: await countDemoAccounts(deps.db) })) log(line);
  return {
    deps,
    close: async () => {
      await deps.jobs.stop();
      await deps.mailer.close?.();
      await database.close();
      lock?.release();
    },
  };
};

/** Where a database URL points, without its credentials. */
const hostOf = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the server in DATABASE_URL';
  }
};

/** One line per adapter saying which implementation is active, and a warning when demo accounts exist. */
export const describeAdapters = (env: Env, found: { demoAccounts: number }): string[] => {
  const mailbox = env.DEV_MAILBOX ? 'open to every client (DEV_MAILBOX=true)' : 'this machine only';
  const lines = [
    env.DATABASE_URL
      ? `database: PostgreSQL at ${hostOf(env.DATABASE_URL)}`
      : `database: PGlite (embedded) in ${path.join(env.dataDir, 'pglite')}`,
    env.SMTP_URL
      ? `mail: SMTP via ${hostOf(env.SMTP_URL)}`
      : env.NODE_ENV === 'production'
        ? 'mail: no SMTP_URL, emails are stored but not sent (no dev mailbox in production)'
        : `mail: dev mailbox at ${env.appUrl}/dev/mailbox (${mailbox})`,
    `files: local folder ${path.join(env.dataDir, 'uploads')}; order files ${
      env.S3_BUCKET ? `in S3 bucket ${env.S3_BUCKET}` : `in ${path.join(env.dataDir, 'private')}`
    } (signed URLs)`,
    usesSandbox(env) ? 'payments: sandbox gateway (Stripe test cards, no real charges)' : 'payments: Stripe',
    env.GEOCODER_URL ? `geo: Photon geocoder at ${env.GEOCODER_URL}` : 'geo: built-in gazetteer (Canadian FSAs, US ZIPs, cities)',
    'VIN: not configured yet',
  ];
  if (env.NODE_ENV === 'production' && usesSandbox(env)) {
    lines.push(
      'WARNING: TEST MODE. PAYMENTS=sandbox in production: checkouts take no real money, every order is paid with test cards. Set STRIPE_SECRET_KEY to take payments.',
    );
  }
  if (found.demoAccounts > 0) {
    lines.push(
      `WARNING: ${found.demoAccounts} demo accounts exist, with the published password "routier-demo": anyone who reaches this server can sign in as them.`,
    );
  }
  return lines;
};
