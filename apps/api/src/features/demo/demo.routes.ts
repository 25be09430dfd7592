import { z } from 'zod';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { visibleDemoAccounts } from '../../seed/demo-accounts.js';

const DemoAccountsSchema = z.object({
  data: z.array(z.object({ email: z.string(), role: z.number().int(), label: z.string() })),
});

/** The demo accounts for the sign-in page; an empty list in production or when demo data is off. */
export const demoRoutes: FeatureRoutes = (app, { env }) => {
  app.get(
    '/demo-accounts',
    { config: { access: 'public' }, schema: { response: replies({ 200: DemoAccountsSchema }) } },
    async () => ({ data: [...visibleDemoAccounts(env)] }),
  );
};
