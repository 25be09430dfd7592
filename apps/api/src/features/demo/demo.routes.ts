import type { FeatureRoutes } from '../../app-deps.js';
import { visibleDemoAccounts } from '../../seed/demo-accounts.js';

/** The demo accounts for the sign-in page; an empty list in production or when demo data is off. */
export const demoRoutes: FeatureRoutes = (app, { env }) => {
  app.get('/demo-accounts', async () => ({ data: visibleDemoAccounts(env) }));
};
