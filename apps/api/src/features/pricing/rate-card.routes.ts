import { RateCardPreviewSchema, RateCardSchema, Role, SaveRateCardInputSchema, VersionedRateCardSchema } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { previewDraftRateCard, rateCardForEditing, saveRateCard } from './pricing.service.js';

const admins = { access: { roles: [Role.Admin] } };
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
      schema: { body: RateCardSchema, response: replies({ 200: RateCardPreviewSchema }) },
    },
    async (request) => ({ data: await previewDraftRateCard(deps, request.body) }),
  );
};
