import { DemoAccountsSchema } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { visibleDemoAccounts } from '../../seed/demo-accounts.js';

/** The demo accounts for the sign-in page; an empty list in production or when demo data is off. */
export const demoRoutes: FeatureRoutes = (app, { env }) => {
  app.get(
    '/demo-accounts',
    { config: { access: 'public' }, schema: { response: replies({ 200: DemoAccountsSchema }) } },
    async () => ({ data: [...visibleDemoAccounts(env)] }),
  );
};
