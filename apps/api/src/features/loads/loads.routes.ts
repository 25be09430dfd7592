import { DriverLoadsQuerySchema, Role } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { requestUrl } from '../../lib/paging.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { listDriverLoads } from './loads.service.js';

export const loadsRoutes: FeatureRoutes = (app, { db, env }) => {
  app.get(
    '/loads/assigned',
    { schema: { querystring: DriverLoadsQuerySchema }, preHandler: requireUser({ roles: [Role.Driver], active: true }) },
    async (request) => listDriverLoads(db, currentUser(request), request.query, requestUrl(env.appUrl, request.url)),
  );
};
