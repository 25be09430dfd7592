import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from './build-test-app.js';
import { allows, fillPath, routesToCheck, type Caller } from './route-calls.js';

const ROLES = Object.entries(Role) as [string, Role][];
const SUCCESS = (status: number) => status >= 200 && status < 300;

/**
 * Every route declares who may call it, and no caller the declaration leaves out gets a success: each
 * route is called anonymously and as every role (approved, not approved, email unverified), and where
 * its path names an `:id` of the caller's own rows, as another user of the same role naming the
 * first one's id. New routes join by themselves.
 */
describe('authorization matrix', () => {
  let t: TestApp;
  const matrix: Record<string, string | number>[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    console.table(matrix);
    await t.close();
  });

  let shared: Caller[] | null = null;
  /**
   * Callers for the next route: the same set until a route that may change something (not a GET)
   * answers someone a success (a sign-out, a deactivation), then a fresh set, so that one route's
   * effect never changes what another route sees.
   */
  const callers = async (): Promise<Caller[]> => {
    if (shared) return shared;
    const list: Caller[] = [{ label: 'anonymous', user: null, role: null, headers: { ...csrfHeaders } }];
    for (const [name, role] of ROLES) {
      for (const [variant, overrides] of [
        ['', {}],
        [' not approved', { active: false }],
        [' unverified', { emailVerifiedAt: null }],
      ] as const) {
        const session = await t.loginAs(role, overrides);
        list.push({ label: `${name}${variant}`, user: session.user, role, headers: session.headers });
      }
    }
    return (shared = list);
  };

  it('every route declares who may call it', () => {
    const undeclared = routesToCheck(t.app)
      .filter((r) => r.access === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('no route answers a success to a caller its declaration leaves out', async () => {
    const failures: string[] = [];
    for (const route of routesToCheck(t.app)) {
      const access = route.access;
      if (access === undefined) continue;
      const row: Record<string, string | number> = { route: `${route.method} ${route.url}` };
      const statuses = new Map<string, number>();
      for (const caller of await callers()) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url, caller.user?.id ?? 1),
          headers: caller.headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        statuses.set(caller.label, res.statusCode);
        if (route.method !== 'GET' && SUCCESS(res.statusCode)) shared = null;
        const allowed = allows(access, caller.user);
        if (res.statusCode >= 500) failures.push(`${row.route} as ${caller.label}: ${res.statusCode}`);
        if (!allowed && ![401, 403].includes(res.statusCode))
          failures.push(`${row.route} as ${caller.label}: ${res.statusCode}, expected 401 or 403`);
        if (!allowed && caller.user === null && res.statusCode !== 401)
          failures.push(`${row.route} anonymous: ${res.statusCode}, expected 401`);
      }
      row.anonymous = statuses.get('anonymous') ?? '';
      for (const [name] of ROLES) {
        row[name] = [name, `${name} not approved`, `${name} unverified`].map((l) => statuses.get(l)).join('/');
      }

      // Another owner of the same role, naming the first one's row.
      if (route.url.includes(':id') && access !== 'public' && access.rows !== 'any') {
        const others: string[] = [];
        for (const [name, role] of ROLES) {
          const owner = await t.loginAs(role);
          if (!allows(access, owner.user)) continue;
          const other = await t.loginAs(role);
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: fillPath(route.url, owner.user.id),
            headers: other.headers,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          others.push(`${name} ${res.statusCode}`);
          if (SUCCESS(res.statusCode) || res.statusCode >= 500)
            failures.push(`${row.route} as another ${name}: ${res.statusCode} on someone else's row`);
        }
        row['other owner'] = others.join(', ');
      }
      matrix.push(row);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
