/**
 * Live-channel benchmark: one API instance (PGlite in a fresh folder, or the PostgreSQL server in DATABASE_URL:
 * use a scratch database) with BENCH_LIVE_CLIENTS (2 000) WebSocket clients connected from a child process, each
 * a different user. Measures the server's memory per connection (RSS and heap, after a GC) and the delay from
 * publishing an event (PostgreSQL NOTIFY) to its arrival at the browsers' sockets:
 *   - broadcast: one event to a role every client has (2 000 deliveries each), 20 times
 *   - per user: one event to one user, for 1 000 users, 500 a second (BENCH_LIVE_RATE)
 * and prints p50/p99 against the target (p99 < 250 ms). Run with `npm run bench:live` (node --expose-gc).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { Role } from '@routier/domain';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { inArray } from 'drizzle-orm';
import { accessTokens } from '../src/db/schema/index.js';
import { issueAccessToken } from '../src/features/auth/tokens.service.js';
import { insertUsers } from '../src/features/users/user-records.service.js';
import { publishLive } from '../src/platform/live/publish.js';
import { issueLiveTicket } from '../src/platform/live/ticket.js';
import { createRuntime } from '../src/runtime.js';

const clientCount = Number(process.env.BENCH_LIVE_CLIENTS ?? 2000);
const broadcasts = 20;
const perUserEvents = Math.min(1000, clientCount);
const perUserRate = Number(process.env.BENCH_LIVE_RATE ?? 500);
const dataDir = mkdtempSync(path.join(tmpdir(), 'routier-bench-live-'));
const env = loadEnv({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  DEMO_DATA: 'false',
});

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const gc = (globalThis as { gc?: () => void }).gc;
const memory = async () => {
  for (let i = 0; i < 3; i++) {
    gc?.();
    await sleep(50);
  }
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
};
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

const runtime = await createRuntime(env);
const app = await buildApp(runtime.deps, { webDist: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/live`;
const clients = fork(fileURLToPath(new URL('./live-clients.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const reply = <T>(type: string) =>
  new Promise<T>((resolve) => {
    const on = (message: { type: string } & T) => {
      if (message.type !== type) return;
      clients.off('message', on);
      resolve(message);
    };
    clients.on('message', on);
  });

try {
  const { db } = runtime.deps;
  const users = await insertUsers(
    { db },
    Array.from({ length: clientCount }, (_, i) => ({
      role: Role.Dealer,
      email: `live-bench-${i}@routier.test`,
      firstName: 'Bench',
      lastName: String(i),
      active: true,
      emailVerifiedAt: new Date(),
    })),
  );
  // long-lived tickets: on a busy machine connecting thousands of sockets can outlast the usual 60 s
  // a ticket names the session it was asked with: one session per user
  for (const u of users) await issueAccessToken(runtime.deps, u.id);
  const sessions = await db
    .select({ id: accessTokens.id, userId: accessTokens.userId })
    .from(accessTokens)
    .where(
      inArray(
        accessTokens.userId,
        users.map((u) => u.id),
      ),
    );
  const tickets = sessions.map((s) => issueLiveTicket(runtime.deps, { userId: s.userId, tokenId: s.id }, 900).ticket);
  const before = await memory();
  const connectStart = Date.now();
  clients.send({ type: 'start', url, tickets });
  const ready = await reply<{ open: number; failures: number }>('ready');
  const connectSeconds = (Date.now() - connectStart) / 1000;
  await sleep(500);
  const after = await memory();
  const sockets = app.live.stats().sockets;

  // the hub alone (no database): the server's cost of writing one event to every socket
  // CPU time, not wall time: on a shared machine the wall clock also counts other processes' turns
  const fanOut: number[] = [];
  for (let i = 0; i < broadcasts; i++) {
    const cpu = process.cpuUsage();
    app.live.deliver({ target: { roles: [Role.Dealer] }, event: { kind: 'notifications' } });
    const used = process.cpuUsage(cpu);
    fanOut.push((used.user + used.system) / 1000);
    await sleep(100);
  }

  // broadcast: ids 1..broadcasts; per-user: ids from 100 000
  const sentAt = new Map<number, number>();
  for (let i = 1; i <= broadcasts; i++) {
    sentAt.set(i, now());
    await publishLive(db, { roles: [Role.Dealer] }, { kind: 'order', orderId: i });
    await sleep(250);
  }
  const spacing = 1000 / perUserRate;
  const started = now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < perUserEvents; i++) {
    const wait = started + i * spacing - now();
    if (wait > 0) await sleep(wait);
    const id = 100_000 + i;
    sentAt.set(id, now());
    pending.push(publishLive(db, { userIds: [users[i].id] }, { kind: 'order', orderId: id }));
  }
  await Promise.all(pending);
  await sleep(1500);
  clients.send({ type: 'collect' });
  const { arrivals } = await reply<{ arrivals: [number, number[]][] }>('arrivals');

  const delays = { broadcast: [] as number[], perUser: [] as number[] };
  let missing = 0;
  const received = new Map(arrivals);
  for (const [id, sent] of sentAt) {
    const times = received.get(id) ?? [];
    const expected = id < 100_000 ? ready.open : 1;
    missing += Math.max(0, expected - times.length);
    for (const t of times) (id < 100_000 ? delays.broadcast : delays.perUser).push(t - sent);
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  const [load1] = loadavg();
  console.log(
    `Routier live-channel benchmark · ${database} · one instance · ${cpus().length} cores, load average ${load1.toFixed(1)}`,
  );
  console.log(
    `${ready.open} WebSocket clients connected in ${connectSeconds.toFixed(1)} s (${ready.failures} failed); the hub holds ${sockets}`,
  );
  const perConn = (a: number, b: number) => `${((b - a) / ready.open / 1024).toFixed(1)} KB`;
  console.log(`memory per connection: RSS ${perConn(before.rss, after.rss)}, heap ${perConn(before.heap, after.heap)}`);
  console.log(
    `(RSS ${(before.rss / 2 ** 20).toFixed(0)} → ${(after.rss / 2 ** 20).toFixed(0)} MB; heap ${(before.heap / 2 ** 20).toFixed(0)} → ${(after.heap / 2 ** 20).toFixed(0)} MB${gc ? '' : '; no --expose-gc, figures are rough'})`,
  );
  console.log(`\n${'event'.padEnd(36)}${'deliveries'.padEnd(12)}${'p50'.padEnd(11)}${'p99'.padEnd(11)}max`);
  const rows: [string, number[]][] = [
    [`broadcast to ${ready.open} sockets ×${broadcasts}`, delays.broadcast],
    [`per user, ${perUserEvents} users at ${perUserRate}/s`, delays.perUser],
  ];
  for (const [label, list] of rows) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${label.padEnd(36)}${String(sorted.length).padEnd(12)}${ms(percentile(sorted, 50)).padEnd(11)}${ms(percentile(sorted, 99)).padEnd(11)}${ms(sorted.at(-1) ?? 0)}`,
    );
  }
  const fanOutSorted = [...fanOut].sort((a, b) => a - b);
  console.log(
    `${`hub fan-out to ${ready.open} (CPU time)`.padEnd(36)}${String(fanOut.length).padEnd(12)}${ms(percentile(fanOutSorted, 50)).padEnd(11)}${ms(percentile(fanOutSorted, 99)).padEnd(11)}${ms(fanOutSorted.at(-1) ?? 0)}`,
  );
  console.log(`missing deliveries: ${missing}`);
  console.log('\nTarget (p99 < 250 ms, nothing missing):');
  for (const [label, list] of rows) {
    const p99 = percentile(
      [...list].sort((a, b) => a - b),
      99,
    );
    console.log(`  ${label.padEnd(36)}p99 ${ms(p99)}: ${p99 < 250 && missing === 0 ? 'met' : 'NOT met'}`);
  }
} finally {
  clients.kill();
  await app.close();
  await runtime.close();
  rmSync(dataDir, { recursive: true, force: true });
}
