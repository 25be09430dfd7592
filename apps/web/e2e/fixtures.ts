import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import pg from 'pg';

export * from '@playwright/test';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = fileURLToPath(new URL('../../api/', import.meta.url));

/** The data folder with migrated demo data that global-setup.ts makes once per run. */
export const seedDir = 'data/e2e-seed';
export const basePort = () => Number(process.env.E2E_PORT ?? 3300);

/**
 * A PostgreSQL server for the journeys (CI sets it): global-setup.ts loads the demo data into one database,
 * and each worker's server runs on a copy of it. Unset: every server runs on the embedded PGlite.
 */
export const postgresServerUrl = () => process.env.E2E_DATABASE_URL || undefined;
export const seedDatabase = 'routier_e2e_seed';

/** The URL of a database on the journeys' PostgreSQL server. */
export const databaseUrl = (name: string) => {
  const url = new URL(postgresServerUrl()!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs one statement on the journeys' PostgreSQL server (creating and dropping databases). */
export const adminQuery = async (query: string) => {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
};

const serverEnv = (port: number, dataDir: string, database?: string) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: database ? databaseUrl(database) : '',
  AUTH_RATE_LIMIT: '1000',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  // the guest captcha's proof of work stays well under a second
  CAPTCHA_MAX_NUMBER: '1000',
});

export type Server = { url: string; stop: () => Promise<void> };

/** Starts the API (which serves the built web app) on a port with a data folder, resolved once /api/health answers. */
export const startServer = async (port: number, dataDir: string, database?: string): Promise<Server> => {
  // the server bundled by global-setup.ts (bundle-server.mjs): it starts in 3 CPU seconds instead of 7 under tsx
  const entry = process.env.E2E_SERVER_BUNDLE ? [process.env.E2E_SERVER_BUNDLE] : ['--import', 'tsx', 'src/server.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: apiDir,
    env: serverEnv(port, dataDir, database),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  child.once('exit', (code) => {
    if (!up) console.error(`the server on port ${port} exited with code ${code} before answering`);
  });
  while (!up) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with code ${child.exitCode}`);
    up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    // Polls the health route: a server that starts answers within a few seconds.
    if (!up) await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
  }
  return {
    url,
    // SIGTERM: the server drains and closes its embedded database, which writes its files.
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
};

/**
 * Journeys run in parallel workers; each worker has its own server on E2E_PORT + its parallel index,
 * with its own copy of the demo data, so journeys never see each other's changes.
 * Journeys import `test` and `expect` from here, not from @playwright/test.
 *
 * `engine`: where a worker's server keeps its data. With E2E_DATABASE_URL, on a copy of the seeded
 * PostgreSQL database; a journey file that sets `test.use({ engine: 'pglite' })` runs, in a worker of its
 * own, on the embedded PGlite that `npm start` uses, with the demo data loaded on its first start.
 */
export type Engine = 'postgres' | 'pglite';

export const test = base.extend<object, { engine: Engine; server: Server }>({
  engine: ['postgres', { scope: 'worker', option: true }],
  server: [
    async ({ engine }, use, workerInfo) => {
      const dataDir = `data/e2e-${workerInfo.parallelIndex}`;
      const port = basePort() + workerInfo.parallelIndex;
      rmSync(`${root}${dataDir}`, { recursive: true, force: true });
      if (engine === 'pglite' || !postgresServerUrl()) {
        // without a PostgreSQL server the seed is an embedded database; with one, PGlite loads the demo data itself
        if (!postgresServerUrl()) cpSync(`${root}${seedDir}`, `${root}${dataDir}`, { recursive: true });
        const server = await startServer(port, dataDir);
        await use(server);
        await server.stop();
        return;
      }
      // the seed's data folder holds the uploaded files and keys its database refers to
      cpSync(`${root}${seedDir}`, `${root}${dataDir}`, { recursive: true });
      const database = `routier_e2e_${workerInfo.parallelIndex}_${randomBytes(4).toString('hex')}`;
      await adminQuery(`CREATE DATABASE ${database} TEMPLATE ${seedDatabase}`);
      const server = await startServer(port, dataDir, database);
      await use(server);
      await server.stop();
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // The worker's page is reused from journey to journey (playwright.config.ts): Playwright resets its cookies,
  // local storage, viewport and other pages, but the tab keeps the site's session storage. The journey's first
  // document of the site empties it, before the app's scripts run; a cookie, which the reset clears, marks
  // that it was done, so the journey's own reloads keep what the app stored.
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (location.protocol !== 'http:' || document.cookie.split('; ').includes('e2e-journey=1')) return;
      sessionStorage.clear();
      document.cookie = 'e2e-journey=1; path=/; SameSite=Lax';
    });
    await use(page);
  },
  // Journeys start in a browser that has seen the changelog pop-up (changelog.spec.ts starts without it).
  storageState: async ({ server }, use) =>
    use({
      cookies: [],
      origins: [{ origin: server.url, localStorage: [{ name: 'routier.changelogSeen', value: '9999-12-31T00:00:00.000Z' }] }],
    }),
});
