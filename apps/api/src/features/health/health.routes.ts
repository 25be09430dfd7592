import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FeatureRoutes } from '../../app-deps.js';
import { users } from '../../db/schema/index.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/unavailable.js';

/** A readiness probe answers within this, whatever the database does (a full pool, a server gone). */
export const HEALTH_DB_TIMEOUT_MS = 1_500;

/** For load balancers and the benchmark: one route with no database work, one with a single indexed SELECT. */
export const healthRoutes: FeatureRoutes = (app, { db }) => {
  const probe = db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('health_probe');
  app.get('/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/health/db', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const timer = new AbortController();
    const answer = await Promise.race([
      probe.execute({ id: 1 }).then(
        () => 'ok' as const,
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) return 'unavailable' as const;
          throw error;
        },
      ),
      sleep(HEALTH_DB_TIMEOUT_MS, 'unavailable' as const, { signal: timer.signal }),
    ]).finally(() => timer.abort());
    if (answer === 'ok') return { status: 'ok', database: 'ok' };
    return reply
      .status(503)
      .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ status: 'unavailable', database: 'unavailable' });
  });
};
