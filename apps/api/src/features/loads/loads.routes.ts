import { DriverLoadSchema, DriverLoadsQuerySchema, Role } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { requestUrl } from '../../lib/paging.js';
import { pagedSchema, replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { listDriverLoads } from './loads.service.js';

export const loadsRoutes: FeatureRoutes = (app, deps) => {
  // A driver his company deactivated (PUT /users/deactivate/{id}) sees no loads.
  app.get(
    '/loads/assigned',
    {
      config: { access: { roles: [Role.Driver], active: true } },
      schema: { querystring: DriverLoadsQuerySchema, response: replies({ 200: pagedSchema(DriverLoadSchema) }) },
    },
    async (request) => listDriverLoads(deps, currentUser(request), request.query, requestUrl(deps.env.appUrl, request.url)),
  );
};
