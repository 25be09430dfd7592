import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitFor as waitForCondition } from './process-helpers.js';
import { bundleServer } from '../scripts/bundle-server.mjs';

/**
 * `npm run test:faults`: a real server (its own process, on a fresh database of the PostgreSQL server in
 * TEST_DATABASE_URL) takes registrations from several clients at once while its database connections are
 * terminated, round after round, and its pool is filled by a lock. Then: the process is alive and answers;
 * every client got an answer (2xx or 503, never a hang or another 5xx); every registration answered 2xx
 * exists; each got its verification mail exactly once.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
/** a request without an answer after this is a hang (the acquire timeout is 1 s, statements 10 s) */
const HANG_MS = 20_000;
const CLIENTS = 6;
const TERMINATE_ROUNDS = 5;
const CSRF = 'faults-csrf';

type Outcome = 'ok' | '503' | 'other' | 'network' | 'hang';

describe.skipIf(!serverUrl)('the server under database faults (PostgreSQL)', () => {
  const name = `routier_faults_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let db: pg.Client;
  let server: ChildProcess;
  let base = '';
  let output = '';
  const stats = { terminated: 0, terminateRounds: 0, poolFills: 0 };
  const outcomes: Record<Outcome, number> = { ok: 0, '503': 0, other: 0, network: 0, hang: 0 };
  const others: string[] = [];
  const acknowledged: string[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [await bundleServer()], {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DEMO_DATA: 'false',
        DATABASE_URL: url.toString(),
        DB_POOL_SIZE: '4',
        DB_ACQUIRE_TIMEOUT: '1',
        DB_STATEMENT_TIMEOUT: '10',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        AUTH_RATE_LIMIT: '100000',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForCondition(
      'the server to listen',
      async () => {
        if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
        return fetch(`${base}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
      },
      120_000,
    );
  });

  afterAll(async () => {
    server?.kill('SIGKILL');
    await db?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
  });

  const register = async (email: string): Promise<Outcome> => {
    try {
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF },
        body: JSON.stringify({
          email,
          first_name: 'Ana',
          last_name: 'Roy',
          phone: '416-555-0101',
          password: 'long-enough-1',
          password_confirmation: 'long-enough-1',
          role: 10, // a private user
          postal_code: 'H2X 1Y4',
        }),
        signal: AbortSignal.timeout(HANG_MS),
      });
      await res.arrayBuffer();
      if (res.ok) {
        acknowledged.push(email);
        return 'ok';
      }
      if (res.status === 503 && res.headers.get('retry-after')) return '503';
      others.push(`${res.status}`);
      return 'other';
    } catch (error) {
      return (error as Error).name === 'TimeoutError' ? 'hang' : 'network';
    }
  };

  const terminateBackends = async () => {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> $2',
      [name, (await db.query('select pg_backend_pid() as pid')).rows[0].pid],
    );
    stats.terminated += rows.filter((r: { done: boolean }) => r.done).length;
    stats.terminateRounds += 1;
  };

  it('stays up, answers 2xx or 503 and never hangs, and loses no acknowledged registration nor sends a mail twice', async () => {
    const started = Date.now();
    const phases: string[] = [];
    const phase = (label: string) => phases.push(`${label} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // a wait that gives up says where the traffic stood and what the server last wrote
    const waitFor = (what: string, check: () => boolean | Promise<boolean>) =>
      waitForCondition(what, check).catch((error: Error) => {
        throw new Error(
          `${error.message} — outcomes ${JSON.stringify(outcomes)}, others ${others.slice(-5).join(', ') || 'none'}, ` +
            `acknowledged ${acknowledged.length}, ${JSON.stringify(stats)}, phases ${phases.join(', ')}; server output:\n${output.slice(-2000)}`,
        );
      });
    let running = true;
    let n = 0;
    const clients = Array.from({ length: CLIENTS }, async () => {
      while (running) outcomes[await register(`user-${n++}-${randomBytes(3).toString('hex')}@faults.test`)] += 1;
    });

    // connections terminated under traffic: each round waits for registrations to go through again
    for (let round = 0; round < TERMINATE_ROUNDS; round++) {
      const before = acknowledged.length;
      await waitFor('registrations to go through', () => acknowledged.length >= before + 3);
      await terminateBackends();
    }

    // the pool filled: a lock holds every connection's query until it is released
    const before503 = outcomes['503'];
    await db.query('begin');
    await db.query('lock table users in access exclusive mode');
    stats.poolFills += 1;
    await waitFor('full-pool answers', () => outcomes['503'] >= before503 + 3);
    const probe = await fetch(`${base}/api/health/db`, { signal: AbortSignal.timeout(HANG_MS) });
    await db.query('rollback');
    const afterFill = acknowledged.length;
    await waitFor('registrations after the pool fill', () => acknowledged.length >= afterFill + 3);

    running = false;
    await Promise.all(clients);
    phase('traffic and faults');

    // every acknowledged registration is there, and its verification mail went out once
    await waitFor(
      'every verification mail',
      async () =>
        (await db.query('select count(distinct "to")::int as n from dev_mails where "to" = any($1)', [acknowledged])).rows[0]
          .n === acknowledged.length,
    );
    phase('every mail');
    const found = (await db.query('select count(*)::int as n from users where email = any($1)', [acknowledged])).rows[0].n;
    const twice = (await db.query('select "to", count(*)::int as n from dev_mails group by "to" having count(*) > 1')).rows;
    const lost = acknowledged.length - found;
    const alive = server.exitCode === null && (await fetch(`${base}/api/health/db`)).ok;

    console.log(
      `faults: ${stats.terminateRounds} rounds of pg_terminate_backend (${stats.terminated} connections), ${stats.poolFills} pool fill; ` +
        `requests: ${Object.values(outcomes).reduce((a, b) => a + b, 0)} — ${outcomes.ok} 2xx, ${outcomes['503']} 503 with Retry-After, ` +
        `${outcomes.other} other (${others.join(', ') || 'none'}), ${outcomes.network} network errors, ${outcomes.hang} hangs; ` +
        `acknowledged ${acknowledged.length}, lost ${lost}, mails sent twice ${twice.length}; readiness during the fill: ${probe.status}; process alive: ${alive} (${phases.join(', ')})`,
    );
    expect(alive).toBe(true);
    expect(probe.status).toBe(503);
    expect(outcomes.hang).toBe(0);
    expect(outcomes.network).toBe(0);
    expect(others).toEqual([]);
    expect(lost).toBe(0);
    expect(twice).toEqual([]);
    expect(output).not.toMatch(/Unhandled|uncaught/i);
  }, 240_000);
});
