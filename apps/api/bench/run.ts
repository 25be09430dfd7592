/**
 * Load benchmark: fills the database with the demo data and 100 000 generated orders (BENCH_ORDERS; the
 * demo dealer's share BENCH_DEALER_SHARE, 2 % by default),
 * starts the server in a child process (PGlite in a fresh folder, or the PostgreSQL server in
 * DATABASE_URL: use a scratch database), then runs autocannon at 50 connections against:
 *   - GET /api/health       no database work: the framework's ceiling here
 *   - GET /api/health/db    one indexed SELECT: the database's ceiling
 *   - GET /api/users/me     a real route with a valid bearer token
 *   - the demo dealer's my-orders list: first page, a deep page, a filter with a search
 *   - the pricing options of one of his drafts (GET /api/pricing-options/v2/{id})
 *   - the demo carrier's offers board (first page, a filtered search), its unseen-offers badge and its
 *     active jobs (GET /api/orders/active/1)
 *   - the dashboards: the demo dealer's (POST /api/dashboard/dealer, this year to date) and the demo
 *     carrier's (POST /api/dashboard/transport-company and its /stats)
 *   - the demo dealer's notifications (first page, the header's unread count)
 *   - the demo dealer's invoices (first page, a VIN search)
 * and prints requests/s, p99 latency, each real route's ratio to the database ceiling and the server's CPU per
 * request (its process's user + system time over the run, from /proc), with the machine's load and the versions,
 * against the targets: ≥ 25 % of the ceiling for the lists, pricing and dashboards and ≥ 60 % for /users/me,
 * p99 ≤ 50 ms, ≤ 0.6 ms of the server's CPU per list request, the deep page at least half the first page's rate.
 * BENCH_ONLY=<text>[,<text>…] runs the two ceilings and only the routes whose label contains one (e.g. invoices).
 * BENCH_CPU_PROF=<folder> has the server write a CPU profile (node --cpu-prof) there.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadEnv } from '../src/config/env.js';
import { createRuntime } from '../src/runtime.js';
import { generateOrders } from './generate-orders.js';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3900);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'routier-bench-'));
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const dealerShare = Number(process.env.BENCH_DEALER_SHARE ?? 0.02);
const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  DEMO_DATA: 'true',
  AUTH_RATE_LIMIT: '1000',
};

// The data first, in this process: PGlite admits one process at a time. A million orders take minutes of
// single statements, past the server's statement timeout (DB_STATEMENT_TIMEOUT, 30 s by default).
const seeded = Date.now();
const runtime = await createRuntime(loadEnv({ ...serverEnv, DB_STATEMENT_TIMEOUT: '1800' }));
const dealerOrders = await generateOrders(runtime.deps.db, { total: orderCount, dealerShare });
await runtime.close();
const seedSeconds = ((Date.now() - seeded) / 1000).toFixed(0);

// BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (node --cpu-prof)
const profileArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const server = spawn(process.execPath, [...profileArgs, '--import', 'tsx', 'src/server.ts'], {
  cwd: apiRoot,
  env: serverEnv,
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

const signIn = async (email = 'dealer@routier.test'): Promise<string> => {
  const csrf = await fetch(`${base}/api/auth/csrf-cookie`);
  const cookie = csrf.headers
    .getSetCookie()
    .find((c) => c.startsWith('XSRF-TOKEN='))!
    .split(';')[0];
  const res = await fetch(`${base}/api/auth/web-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': decodeURIComponent(cookie.split('=')[1]) },
    body: JSON.stringify({ email, password: 'routier-demo', from: 'web' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
};

/** The server process's user + system CPU so far, in ms (Linux: /proc/<pid>/stat), or null elsewhere. */
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
const serverCpuMs = (): number | null => {
  const stat = `/proc/${server.pid}/stat`;
  if (!existsSync(stat)) return null;
  // the fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th
  const text = readFileSync(stat, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
};

const require = createRequire(import.meta.url);
/** A package's version, from the package.json above its entry point (some export no ./package.json). */
const versionOf = (name: string): string => {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
    if (pkg.name === name) return pkg.version;
  }
  return 'unknown';
};
const databaseVersion = async (): Promise<string> => {
  if (!process.env.DATABASE_URL) return `PGlite ${versionOf('@electric-sql/pglite')}`;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return `PostgreSQL ${(await client.query<{ server_version: string }>('show server_version')).rows[0].server_version}`;
  } finally {
    await client.end();
  }
};
const load = () => loadavg()[0].toFixed(1);

type Result = { route: string; rps: number; p99: number; errors: number; cpuPerRequest: number | null };
/** `auth`: the demo dealer's token, or 'carrier' for the demo transport company's. */
type Call = { label: string; path: string; method?: 'GET' | 'POST'; body?: unknown; auth?: boolean | 'carrier' };

const run = async (call: Call, tokens: { dealer: string; carrier: string }): Promise<Result> => {
  const token = call.auth === 'carrier' ? tokens.carrier : tokens.dealer;
  const options = {
    url: `${base}${call.path}`,
    connections,
    method: call.method ?? 'GET',
    headers: {
      ...(call.auth ? { authorization: `Bearer ${token}` } : {}),
      ...(call.body ? { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' } : {}),
    },
    body: call.body ? JSON.stringify(call.body) : undefined,
  } as const;
  // short warm-up, then the measured run
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = serverCpuMs();
  const r = await autocannon({ ...options, duration });
  const cpuAfter = serverCpuMs();
  const cpuPerRequest = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / Math.max(1, r.requests.total);
  return { route: call.label, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx, cpuPerRequest };
};

/** A POST as a signed-in user, with the XSRF cookie and header the API asks of a browser. */
const benchPost = (token: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
    },
    body: JSON.stringify(body),
  });

/** A draft of the demo dealer that has its cars: the pricing step's order. */
const pricedDraft = async (token: string): Promise<number> => {
  const res = await benchPost(token, '/api/orders/all/4', { vin: 'RT-1' });
  const { data } = (await res.json()) as { data: { id: number; current_step: number | null; is_rejected: boolean }[] };
  const draft = data.find((o) => (o.current_step ?? 0) >= 3 && !o.is_rejected);
  if (!draft) throw new Error('no demo draft with cars');
  return draft.id;
};

/**
 * The last page of the dealer's list, for the deep-page run: the list counts only a few pages past the one asked
 * for (meta.total_capped), so the last page comes from his number of orders, checked to hold rows.
 */
const lastPage = async (token: string, orders: number): Promise<number> => {
  for (let page = Math.ceil(orders / 15); page > 1; page--) {
    const res = await benchPost(token, '/api/orders/all/1', { page });
    if (((await res.json()) as { meta: { from: number | null } }).meta.from !== null) return page;
  }
  return 1;
};

try {
  await waitForServer();
  const token = await signIn();
  const carrierToken = await signIn('carrier@routier.test');
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  console.log(`Routier benchmark · ${database} · ${connections} connections · ${duration} s per route`);
  console.log(
    `Node ${process.versions.node} · ${await databaseVersion()} · fastify ${versionOf('fastify')} · drizzle-orm ${versionOf('drizzle-orm')} · pg ${versionOf('pg')} · zod ${versionOf('zod')}`,
  );
  console.log(`${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), load average ${load()} at the start`);
  console.log(`${orderCount} generated orders (${seedSeconds} s to make); the demo dealer's list holds ${dealerOrders}`);
  const board = (await (
    await fetch(`${base}/api/orders/available`, { headers: { authorization: `Bearer ${carrierToken}` } })
  ).json()) as { meta: { total: number; total_capped?: boolean } };
  const jobs = (await (
    await fetch(`${base}/api/orders/active/0`, { headers: { authorization: `Bearer ${carrierToken}` } })
  ).json()) as { meta: { total: number } };
  const invoices = (await (
    await fetch(`${base}/api/invoices/dealers`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { meta: { total: number } };
  console.log(
    `the demo carrier's board holds ${board.meta.total}${board.meta.total_capped ? '+ (counted a few pages ahead)' : ''} offers, its jobs list ${jobs.meta.total}`,
  );
  console.log(`the demo dealer's invoices list holds ${invoices.meta.total}\n`);
  const deep = await lastPage(token, dealerOrders);
  const draftId = await pricedDraft(token);
  const calls: Call[] = [
    { label: 'GET /api/health', path: '/api/health' },
    { label: 'GET /api/health/db', path: '/api/health/db' },
    { label: 'GET /api/users/me', path: '/api/users/me', auth: true },
    { label: 'my-orders page 1', path: '/api/orders/all/1', method: 'POST', body: {}, auth: true },
    { label: `my-orders page ${deep}`, path: '/api/orders/all/1', method: 'POST', body: { page: deep }, auth: true },
    { label: 'my-orders active + search', path: '/api/orders/all/2', method: 'POST', body: { vin: 'B4321' }, auth: true },
    { label: 'pricing options', path: `/api/pricing-options/v2/${draftId}`, auth: true },
    { label: 'offers page 1', path: '/api/orders/available', auth: 'carrier' },
    {
      label: 'offers ON haul away + from',
      path: '/api/orders/available?province=ON&shipping_method=3&from_address=toronto&order_by=price&order_direction=desc',
      auth: 'carrier',
    },
    { label: 'offers unseen counter', path: '/api/orders/unseen-counter', auth: 'carrier' },
    { label: 'active jobs (filter 1)', path: '/api/orders/active/1', auth: 'carrier' },
    { label: 'dealer dashboard', path: '/api/dashboard/dealer', method: 'POST', body: {}, auth: true },
    { label: 'carrier dashboard', path: '/api/dashboard/transport-company', method: 'POST', body: {}, auth: 'carrier' },
    {
      label: 'carrier dashboard stats',
      path: '/api/dashboard/transport-company/stats',
      method: 'POST',
      body: {},
      auth: 'carrier',
    },
    { label: 'notifications page 1', path: '/api/users/notifications', auth: true },
    { label: 'notifications unread', path: '/api/users/notifications/unread', auth: true },
    { label: 'invoices page 1', path: '/api/invoices/dealers', auth: true },
    { label: 'invoices VIN search', path: '/api/invoices/dealers?keyword=B4321', auth: true },
  ];
  // BENCH_ONLY=<text>[,<text>…]: the two ceilings and only the routes whose label contains one of the texts
  const only = process.env.BENCH_ONLY?.toLowerCase().split(',');
  const chosen = only ? calls.filter((c, i) => i < 2 || only.some((o) => c.label.toLowerCase().includes(o))) : calls;
  const results: Result[] = [];
  for (const call of chosen) results.push(await run(call, { dealer: token, carrier: carrierToken }));
  const [framework, ceiling, ...routes] = results;
  const pad = (s: string, n: number) => s.padEnd(n);
  const pct = (r: Result) => Math.round((r.rps / ceiling.rps) * 100);
  const cpu = (r: Result) => (r.cpuPerRequest === null ? '—' : `${r.cpuPerRequest.toFixed(2)} ms`);
  console.log(`load average ${load()} at the end\n`);
  console.log(
    `${pad('route', 28)}${pad('req/s', 10)}${pad('p99 ms', 9)}${pad('errors', 8)}${pad('vs ceiling', 12)}server CPU / request`,
  );
  for (const r of results) {
    const ratio = r === framework || r === ceiling ? '—' : `${pct(r)} %`;
    console.log(
      `${pad(r.route, 28)}${pad(r.rps.toFixed(0), 10)}${pad(String(r.p99), 9)}${pad(String(r.errors), 8)}${pad(ratio, 12)}${cpu(r)}`,
    );
  }
  console.log('\nTargets (share of the database ceiling, p99 ≤ 50 ms, no errors; a list ≤ 0.6 ms of server CPU a request):');
  for (const r of routes) {
    const share = r.route === 'GET /api/users/me' ? 60 : 25;
    const isList = !/users\/me|pricing|dashboard|counter|unread/.test(r.route);
    const cpuMet = !isList || r.cpuPerRequest === null || r.cpuPerRequest <= 0.6;
    const met = pct(r) >= share && r.p99 <= 50 && r.errors === 0 && cpuMet;
    const cpuText = isList ? `, CPU ${cpu(r)} (≤ 0.6 ms)` : '';
    console.log(`  ${pad(r.route, 28)}${pct(r)} % (≥ ${share} %), p99 ${r.p99} ms${cpuText}: ${met ? 'met' : 'NOT met'}`);
  }
  const first = routes.find((r) => r.route === 'my-orders page 1');
  const deepPage = routes.find((r) => r.route === `my-orders page ${deep}`);
  if (first && deepPage)
    console.log(
      `  deep page at ${Math.round((deepPage.rps / first.rps) * 100)} % of the first page's rate (target ≥ 50 %): ${deepPage.rps >= first.rps / 2 ? 'met' : 'NOT met'}`,
    );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
