import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = fileURLToPath(new URL('../../api/', import.meta.url));

/** The data folder with migrated demo data that global-setup.ts makes once per run. */
export const seedDir = 'data/e2e-seed';
export const basePort = () => Number(process.env.E2E_PORT ?? 3300);

const serverEnv = (port: number, dataDir: string) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  AUTH_RATE_LIMIT: '1000',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  // the guest captcha's proof of work stays well under a second
  CAPTCHA_MAX_NUMBER: '1000',
});

export type Server = { url: string; stop: () => Promise<void> };

/** Starts the API (which serves the built web app) on a port with a data folder, resolved once /api/health answers. */
export const startServer = async (port: number, dataDir: string): Promise<Server> => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: serverEnv(port, dataDir),
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
 */
export const test = base.extend<object, { server: Server }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first argument
    async ({}, use, workerInfo) => {
      const dataDir = `data/e2e-${workerInfo.parallelIndex}`;
      rmSync(`${root}${dataDir}`, { recursive: true, force: true });
      cpSync(`${root}${seedDir}`, `${root}${dataDir}`, { recursive: true });
      const server = await startServer(basePort() + workerInfo.parallelIndex, dataDir);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // Journeys start in a browser that has seen the changelog pop-up (changelog.spec.ts starts without it).
  storageState: async ({ server }, use) =>
    use({
      cookies: [],
      origins: [{ origin: server.url, localStorage: [{ name: 'routier.changelogSeen', value: '9999-12-31T00:00:00.000Z' }] }],
    }),
});
