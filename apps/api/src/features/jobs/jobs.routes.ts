import { z } from 'zod';
import {
  ActiveJobsFilterSchema,
  ActiveJobsQuerySchema,
  ActiveJobSchema,
  CARRIER_ROLES,
  JobLoadsSchema,
  JobLocationSuggestionInputSchema,
  JobStatisticsSchema,
  LocationSuggestionsSchema,
  Role,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { requestUrl } from '../../lib/paging.js';
import { cappedPagedSchema, replies } from '../../lib/response-schemas.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { currentUser } from '../../plugins/auth.js';
import { acceptForDriver } from './job-crew.service.js';
import { listActiveJobs } from './jobs.service.js';
import { jobStatistics } from './job-statistics.service.js';
import { suggestJobCities } from './job-suggestions.service.js';

export const jobsRoutes: FeatureRoutes = (app, { db, env, clock, jobs }) => {
  // Spec: /active-jobs needs approval.
  app.get(
    '/orders/active/:filter',
    {
      config: { access: { roles: CARRIER_ROLES, active: true } },
      schema: {
        params: z.object({ filter: ActiveJobsFilterSchema }),
        querystring: ActiveJobsQuerySchema,
        response: replies({ 200: cappedPagedSchema(ActiveJobSchema) }),
      },
    },
    async (request) =>
      listActiveJobs(db, currentUser(request), request.params.filter, request.query, requestUrl(env.appUrl, request.url)),
  );

  // Spec §2/§6: only the transport company sees the statistics (path not in the spec: decision 025).
  app.get(
    '/orders/active-statistics',
    {
      config: { access: { roles: [Role.TransportCompany], active: true } },
      schema: { response: replies({ 200: JobStatisticsSchema }) },
    },
    async (request) => jobStatistics({ db, clock }, currentUser(request)),
  );

  // The active jobs' location search suggests places (spec §8 "location autocomplete"; path not in the spec: decision 057).
  app.post(
    '/orders/locations',
    {
      config: { access: { roles: [Role.TransportCompany, Role.Dispatcher, Role.Driver], active: true }, reads: true },
      schema: {
        description:
          "Pickup and destination cities containing `location` (case and accents ignored) of the jobs the caller's company holds; a driver's: of his live loads.",
        body: JobLocationSuggestionInputSchema,
        response: replies({ 200: LocationSuggestionsSchema }),
      },
    },
    async (request) => suggestJobCities(db, currentUser(request), request.body.location),
  );

  // Path not in the spec: the company accepts a load for a driver without a phone (decision 060).
  app.put(
    '/loads/accept-for-driver/:id',
    {
      config: { access: { roles: CARRIER_ROLES, active: true } },
      schema: {
        description:
          "The company holding the job (or its dispatcher) accepts an assigned load in its driver's place (11 → 12), recorded in the carrier's order log; 409 `load.already_answered` once answered. Answers the job's loads.",
        params: IdParamsSchema,
        response: replies({ 200: JobLoadsSchema }),
      },
    },
    async (request) => acceptForDriver({ db, jobs, clock }, currentUser(request), request.params.id),
  );
};
