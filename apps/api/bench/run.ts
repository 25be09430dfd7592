/**
 * Load benchmark: starts the server in a child process (PGlite in a fresh folder, or the PostgreSQL
 * server in DATABASE_URL), then runs autocannon at 50 connections against three routes:
 *   - GET /api/health       no database work: the framework's ceiling here
 *   - GET /api/health/db    one indexed SELECT: the database's ceiling
 *   - GET /api/users/me     a real route with a valid bearer token
 * and prints requests/s, p99 latency and each real route's ratio to the database ceiling.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3900);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'routier-bench-'));

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiRoot,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    DEMO_DATA: 'true',
    AUTH_RATE_LIMIT: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const waitForServer = async () => {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
};

const signIn = async (): Promise<string> => {
  const csrf = await fetch(`${base}/api/auth/csrf-cookie`);
  const cookie = csrf.headers
    .getSetCookie()
    .find((c) => c.startsWith('XSRF-TOKEN='))!
    .split(';')[0];
  const res = await fetch(`${base}/api/auth/web-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': decodeURIComponent(cookie.split('=')[1]) },
    body: JSON.stringify({ email: 'dealer@routier.test', password: 'routier-demo', from: 'web' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
};

type Result = { route: string; rps: number; p99: number; errors: number };

const run = async (route: string, headers: Record<string, string> = {}): Promise<Result> => {
  // short warm-up, then the measured run
  await autocannon({ url: `${base}${route}`, connections, duration: 2, headers });
  const r = await autocannon({ url: `${base}${route}`, connections, duration, headers });
  return { route, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
};

try {
  await waitForServer();
  const token = await signIn();
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  console.log(`Routier benchmark · ${database} · ${connections} connections · ${duration} s per route\n`);
  const framework = await run('/api/health');
  const ceiling = await run('/api/health/db');
  const me = await run('/api/users/me', { authorization: `Bearer ${token}` });
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(`${pad('route', 22)}${pad('req/s', 10)}${pad('p99 ms', 9)}${pad('errors', 8)}vs db ceiling`);
  for (const r of [framework, ceiling, me]) {
    const ratio = r === framework ? '—' : `${Math.round((r.rps / ceiling.rps) * 100)} %`;
    console.log(`${pad(r.route, 22)}${pad(r.rps.toFixed(0), 10)}${pad(String(r.p99), 9)}${pad(String(r.errors), 8)}${ratio}`);
  }
  const target = me.rps >= 0.5 * ceiling.rps;
  console.log(
    `\n/api/users/me at ${Math.round((me.rps / ceiling.rps) * 100)} % of the database ceiling (target ≥ 50 %): ${target ? 'met' : 'NOT met'}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
