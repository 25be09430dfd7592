import { eq, sql } from 'drizzle-orm';
import type { FeatureRoutes } from '../../app-deps.js';
import { users } from '../../db/schema/index.js';

/** For load balancers and the benchmark: one route with no database work, one with a single indexed SELECT. */
export const healthRoutes: FeatureRoutes = (app, { db }) => {
  const probe = db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('health_probe');
  app.get('/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/health/db', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    await probe.execute({ id: 1 });
    return { status: 'ok', database: 'ok' };
  });
};
