import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config/env.js';

/**
 * `npm start` as an operator runs it: SIGTERM to the process it started must drain the server (requests in
 * flight finish, nothing is reset), free the port within 10 s even with slow clients connected, and keep
 * the data for the next start. PGlite only: it is the database that must be closed to keep its writes.
 */
const STOP_WITHIN_MS = 10_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'routier-shutdown-'));
const children: ChildProcess[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

const start = async (port: number) => {
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO_DATA: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.SHUTDOWN_TEST_LOG ?? 'warn',
      AUTH_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || attempt > 360) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { child, base, exited, output: () => output };
};

const signIn = async (base: string) => {
  const csrf = await fetch(`${base}/api/auth/csrf-cookie`);
  const cookie = csrf.headers
    .getSetCookie()
    .find((c) => c.startsWith('XSRF-TOKEN='))!
    .split(';')[0]!;
  const headers = {
    'content-type': 'application/json',
    cookie,
    'x-xsrf-token': decodeURIComponent(cookie.split('=')[1]!),
  };
  const res = await fetch(`${base}/api/auth/web-login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'dealer@routier.test', password: 'routier-demo' }),
  });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  const locale = await fetch(`${base}/api/users/locale`, {
    method: 'PUT',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({ locale: 'fr' }),
  });
  expect(locale.status).toBeLessThan(300);
  return token;
};

/** A client that sends half a request and then nothing, and one that keeps an idle keep-alive connection. */
const openSlowClients = async (port: number) => {
  const sockets: Socket[] = [];
  for (const payload of [
    'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
    'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
  ]) {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(payload);
    sockets.push(socket);
  }
  return sockets;
};

describe.skipIf(process.env.TEST_DB === 'postgres')('npm start and SIGTERM', () => {
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains under load without resetting a request, frees the port within 10 s and keeps the data', async () => {
    const port = await freePort();
    const first = await start(port);
    const token = await signIn(first.base);
    const slowClients = await openSlowClients(port);

    const errors: string[] = [];
    const statuses = new Map<number, number>();
    const loads = [
      runLoad({ url: `${first.base}/api/health`, connections: 20, duration: 30 }),
      runLoad({
        url: `${first.base}/api/users/me`,
        connections: 10,
        duration: 30,
        headers: { authorization: `Bearer ${token}` },
      }),
    ];
    for (const { instance } of loads) {
      instance.on('reqError', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
      instance.on('response', (_client, status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    const signalledAt = Date.now();
    first.child.kill('SIGTERM');
    const { code, at } = await first.exited;
    for (const { instance } of loads) instance.stop();
    await Promise.all(loads.map((load) => load.finished));
    for (const socket of slowClients) socket.destroy();
    const stoppedAfter = at - signalledAt;
    const portFree = await portIsFree(port);

    const summary = { stoppedAfter, code, statuses: Object.fromEntries(statuses), errors: countBy(errors) };
    console.log(`SIGTERM under load: ${JSON.stringify(summary)}`);
    if (process.env.SHUTDOWN_TEST_LOG) console.log(first.output());
    expect(code, first.output()).toBe(0);
    expect(stoppedAfter).toBeLessThan(STOP_WITHIN_MS);
    expect(portFree).toBe(true);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    // Once the server stops listening, new connections are refused: that is the only error allowed.
    expect(errors.filter((e) => e !== 'ECONNREFUSED')).toEqual([]);
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);

    const second = await start(port);
    const me = await fetch(`${second.base}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { locale: string }).locale).toBe('fr');
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 300_000);

  it('refuses a second server on the same data folder, and leaves no orphan when npm itself is killed', async () => {
    const port = await freePort();
    const first = await start(port);
    const serverPid = Number(readFileSync(path.join(dataDir, 'routier.lock'), 'utf8'));
    // npm runs the server itself (sh execs node): the lock's pid is the server, npm's child
    expect(serverPid).not.toBe(first.child.pid);

    const second = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(repoRoot, 'apps/api'),
      env: { ...process.env, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let refused = '';
    second.stderr?.on('data', (chunk: Buffer) => (refused += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(refused).toContain(`data folder in use by pid ${serverPid}`);

    // kill -9 cannot be forwarded by npm: the server notices its parent is gone and stops by itself
    first.child.kill('SIGKILL');
    const alive = () => {
      try {
        process.kill(serverPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let waited = 0; alive() && waited < STOP_WITHIN_MS + 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(alive()).toBe(false);
    expect(await portIsFree(port)).toBe(true);
  }, 300_000);
});

const runLoad = (options: autocannon.Options) => {
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const instance = autocannon(options, () => done());
  return { instance, finished };
};

const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});
