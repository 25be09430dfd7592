import path from 'node:path';
import type { AppDeps } from './app-deps.js';
import type { Env } from './config/env.js';
import { registerJobs } from './app-jobs.js';
import { openDatabase } from './db/client.js';
import { createLocalStorage } from './platform/files/storage.js';
import { createJobQueue } from './platform/jobs/index.js';
import { createMailer } from './platform/mail/index.js';
import { loadDemoData } from './seed/demo-data.js';

/** Opens the database, applies migrations, loads demo data when empty, and wires the adapters. */
export const createRuntime = async (env: Env) => {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(env.dataDir, 'pglite'),
    poolSize: env.DB_POOL_SIZE,
  });
  await database.migrate();
  const log = (line: string) => console.log(line);
  const deps: AppDeps = {
    env,
    database,
    db: database.db,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db: database.db, log }),
    storage: createLocalStorage(path.join(env.dataDir, 'uploads'), env.appUrl),
    jobs: createJobQueue(database, { log }),
    clock: () => new Date(),
  };
  registerJobs(deps);
  await deps.jobs.start();
  if (env.demoData) {
    const loaded = await loadDemoData(deps);
    if (loaded) log('Demo data loaded: sign in with any demo account, password "routier-demo".');
  }
  return {
    deps,
    close: async () => {
      await deps.jobs.stop();
      await deps.mailer.close?.();
      await database.close();
    },
  };
};
