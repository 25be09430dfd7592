import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BODY_ERROR_KEY, Role } from '@routier/domain';
import type { Access } from '../plugins/auth.js';
import { buildTestApp, csrfHeaders, type TestApp } from './build-test-app.js';
import { BAD_PARAM_VALUES, badBodies, badQueries, inputJsonSchema, type BadInput } from './bad-inputs.js';
import { fillPath, routesToCheck } from './route-calls.js';

/** Tables that record requests rather than data (rate-limit counters) may change on any call. */
const REQUEST_LOG_TABLES = /rate.?limit/i;

/**
 * For every route with a body, query or path schema: bad inputs derived from the schema, sent as a
 * caller the route admits, never get a 5xx and never write a row. New routes join by themselves.
 */
describe('bad input', () => {
  let t: TestApp;
  let countAll: string;

  const rowCounts = async (): Promise<Record<string, number>> => {
    const res = (await t.db.execute(sql.raw(countAll))) as unknown as { rows: { t: string; n: number | string }[] };
    return Object.fromEntries(res.rows.map((r) => [r.t, Number(r.n)]));
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const tables = (await t.db.execute(
      sql`select table_schema as s, table_name as n from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    )) as unknown as { rows: { s: string; n: string }[] };
    countAll = tables.rows
      .filter((r) => !REQUEST_LOG_TABLES.test(r.n))
      .map((r) => `select '${r.s}.${r.n}' as t, count(*) as n from "${r.s}"."${r.n}"`)
      .join(' union all ');
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers 5xx nor writes a row', async () => {
    const failures: string[] = [];
    const summary: Record<string, string | number>[] = [];
    for (const route of routesToCheck(t.app)) {
      const schema = route.schema ?? {};
      const body = inputJsonSchema(schema.body);
      const query = inputJsonSchema(schema.querystring);
      const hasParams = inputJsonSchema(schema.params) !== null;
      if (!body && !query && !hasParams) continue;

      const { caller, headers, fields } = await admittedCaller(t, route.method, route.url, route.access ?? 'public');
      const path = fillPath(route.url, caller.user.id);

      const cases: BadInput[] = [
        ...(body ? badBodies(body, fields) : []),
        ...(query ? badQueries(query) : []),
        ...(hasParams ? paramCases(route.url, caller.user.id) : []),
      ];
      const before = await rowCounts();
      let worst = 0;
      for (const input of cases) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: input.path ?? path,
          query: input.query,
          headers: input.rawPayload ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(input.rawPayload !== undefined
            ? { payload: input.rawPayload }
            : input.payload !== undefined
              ? { payload: JSON.stringify(input.payload), headers: { ...headers, 'content-type': 'application/json' } }
              : {}),
        });
        worst = Math.max(worst, res.statusCode);
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} ${input.label}: ${res.statusCode} ${res.body}`);
      }
      const after = await rowCounts();
      for (const [table, n] of Object.entries(after)) {
        if (before[table] !== n) failures.push(`${route.method} ${route.url} wrote to ${table}: ${before[table]} → ${n} rows`);
      }
      summary.push({ route: `${route.method} ${route.url}`, cases: cases.length, 'highest status': worst });
    }
    console.table(summary);
    expect(failures).toEqual([]);
  }, 180_000);
});

/**
 * A caller the route lets through to validation: for a route open to several roles, the first whose
 * empty body is not refused by the route's policy (a settings path belongs to one role). The fields
 * its 422 names fill in a body schema that leaves them to the service (settings forms).
 */
const admittedCaller = async (t: TestApp, method: string, url: string, access: Access) => {
  const candidates = access === 'public' ? [Role.Dealer] : (access.roles ?? Object.values(Role));
  let first: Awaited<ReturnType<TestApp['loginAs']>> | null = null;
  for (const role of candidates) {
    const caller = await t.loginAs(role);
    first ??= caller;
    const headers = access === 'public' ? { ...csrfHeaders } : caller.headers;
    const probe = await t.app.inject({
      method: method as 'POST',
      url: fillPath(url, caller.user.id),
      headers,
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    if (probe.statusCode === 403) continue;
    const errors = probe.statusCode === 422 ? (probe.json() as { errors?: Record<string, string[]> }).errors : undefined;
    return { caller, headers, fields: Object.keys(errors ?? {}).filter((f) => f !== BODY_ERROR_KEY) };
  }
  return { caller: first!, headers: access === 'public' ? { ...csrfHeaders } : first!.headers, fields: [] };
};

/** Each path parameter replaced in turn by a bad value, the others by their samples. */
const paramCases = (url: string, id: number): BadInput[] =>
  [...url.matchAll(/:([A-Za-z_]+)/g)].flatMap(([token]) =>
    BAD_PARAM_VALUES.map((value) => ({
      label: `${token} = ${value.slice(0, 20)}`,
      path: fillPath(url.replace(token, value), id),
    })),
  );
