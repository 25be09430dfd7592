import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ALL_ROLES, isStaff, ROLE_KEYS, Role, type ViewAsSession } from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from './build-test-app.js';
import { fillPath, routesToCheck } from './route-calls.js';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every route called with an operator's read-only "view as" session of each customer and carrier role (decision
 * 069): a GET (or a POST declared as only reading) answers as it does for the user himself, anything else 403
 * `auth.read_only`; and none of these calls writes a row anywhere (a counter bumped by a trigger on every table).
 */
describe('the authorization matrix with a read-only session', () => {
  let t: TestApp;

  const writes = async () => {
    const rows = await t.db.execute<{ n: string | number }>(sql`select count(*) as n from test_row_writes`);
    return Number((rows as unknown as { rows?: { n: string }[] }).rows?.[0]?.n ?? (rows as unknown as { n: string }[])[0]?.n);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    // every row written from now on, in any table of any schema of ours, leaves a line here; but the rate limits'
    // request counters, which count every request whoever makes it
    await t.db.execute(sql.raw(`create table test_row_writes (at_table text not null)`));
    await t.db.execute(
      sql.raw(`create function test_count_row_write() returns trigger language plpgsql as $$
        begin insert into public.test_row_writes values (tg_table_schema || '.' || tg_table_name); return null; end $$`),
    );
    await t.db.execute(
      sql.raw(`do $$ declare r record; begin
        for r in select n.nspname as schemaname, c.relname as tablename from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p') and not c.relispartition and c.relname not in ('test_row_writes', 'rate_limit_hits')
            and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') loop
          execute format('create trigger test_count_row_write after insert or update or delete on %I.%I
            for each row execute function test_count_row_write()', r.schemaname, r.tablename);
        end loop;
      end $$`),
    );
  });
  afterAll(() => t.close());

  it('a read-only session reads what its user reads, changes nothing, and is refused every change', async () => {
    const admin = await t.loginAs(Role.Admin);
    const failures: string[] = [];
    const viewed = ALL_ROLES.filter((role) => !isStaff(role));
    const sessions = [];
    for (const role of viewed) {
      const own = await t.loginAs(role);
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/users/${own.user.id}/view-as`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      const { token } = res.json<ViewAsSession>();
      sessions.push({ role, own, viewer: { authorization: `Bearer ${token}`, ...csrfHeaders } });
    }

    for (const route of routesToCheck(t.app)) {
      // the sign-out ends the session (its own test covers it)
      if (route.url === '/api/auth/web-logout') continue;
      const reads = READING_METHODS.has(route.method) || route.reads;
      for (const { role, own, viewer } of sessions) {
        const label = `${route.method} ${route.url} as ${ROLE_KEYS[role]}`;
        const request = {
          method: route.method as 'GET',
          url: fillPath(route.url, own.user.id),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        };
        const before = await writes();
        const res = await t.app.inject({ ...request, headers: viewer });
        const written = (await writes()) - before;
        if (written > 0) failures.push(`${label}: wrote ${written} rows`);
        if (!reads) {
          if (res.statusCode !== 403 || res.json<{ message: string }>().message !== 'auth.read_only')
            failures.push(`${label}: ${res.statusCode}, expected 403 auth.read_only`);
          continue;
        }
        const ownRes = await t.app.inject({ ...request, headers: own.headers });
        if (res.statusCode !== ownRes.statusCode)
          failures.push(`${label}: ${res.statusCode}, the user gets ${ownRes.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
