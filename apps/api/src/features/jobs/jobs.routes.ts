import { z } from 'zod';
import { ActiveJobsFilterSchema, ActiveJobsQuerySchema, CARRIER_ROLES } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { requestUrl } from '../../lib/paging.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { listActiveJobs } from './jobs.service.js';

export const jobsRoutes: FeatureRoutes = (app, { db, env }) => {
  app.get(
    '/orders/active/:filter',
    {
      schema: { params: z.object({ filter: ActiveJobsFilterSchema }), querystring: ActiveJobsQuerySchema },
      preHandler: requireUser({ roles: CARRIER_ROLES, active: true }),
    },
    async (request) =>
      listActiveJobs(db, currentUser(request), request.params.filter, request.query, requestUrl(env.appUrl, request.url)),
  );
};
