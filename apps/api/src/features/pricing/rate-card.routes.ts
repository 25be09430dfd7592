import { z } from 'zod';
import { RateCardSchema, Role, SaveRateCardInputSchema } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { previewDraftRateCard, rateCardForEditing, saveRateCard } from './pricing.service.js';

const admins = { access: { roles: [Role.Admin] } };
const VersionedRateCardSchema = RateCardSchema.extend({ version: z.string() });

const PreviewRowSchema = z.object({
  key: z.string(),
  from: z.string(),
  to: z.string(),
  km: z.number(),
  shipping_method: z.number().int(),
  cars: z.number().int(),
  current: z.object({ price: z.number(), total: z.number() }),
  draft: z.object({ price: z.number(), total: z.number() }),
  change_percent: z.number(),
});

/** The admin console's rate card (docs/architecture.md, Product rules): read, replace (a new version), and preview a draft's effect. */
export const rateCardRoutes: FeatureRoutes = (app, deps) => {
  app.get('/admin/rate-card', { config: admins, schema: { response: replies({ 200: VersionedRateCardSchema }) } }, async () =>
    rateCardForEditing(deps),
  );

  app.put(
    '/admin/rate-card',
    { config: admins, schema: { body: SaveRateCardInputSchema, response: replies({ 200: VersionedRateCardSchema }) } },
    async (request) => saveRateCard(deps, currentUser(request), request.body),
  );

  app.post(
    '/admin/rate-card/preview',
    {
      config: admins,
      schema: { body: RateCardSchema, response: replies({ 200: z.object({ data: z.array(PreviewRowSchema) }) }) },
    },
    async (request) => ({ data: await previewDraftRateCard(deps, request.body) }),
  );
};
