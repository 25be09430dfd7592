import { eq } from 'drizzle-orm';
import type { FeatureRoutes } from '../../app-deps.js';
import { users } from '../../db/schema/index.js';

/** For load balancers and the benchmark: one route with no database work, one with a single indexed SELECT. */
export const healthRoutes: FeatureRoutes = (app, { db }) => {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/health/db', { schema: { hide: true } }, async () => {
    await db.select({ id: users.id }).from(users).where(eq(users.id, 1)).limit(1);
    return { status: 'ok', database: 'ok' };
  });
};
