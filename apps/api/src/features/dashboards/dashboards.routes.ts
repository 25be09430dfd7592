import {
  DashboardRangeInputSchema,
  DealerDashboardSchema,
  TransportCompanyDashboardSchema,
  TransportCompanyStatsSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { dealerAccess, transportCompanyAccess } from './dashboards.policy.js';
import { dealerDashboard, transportCompanyDashboard, transportCompanyStats } from './dashboards.service.js';

/** The dashboards (spec §7 "Billing and dashboards"): POST with the months in the body. */
export const dashboardsRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/dashboard/dealer',
    {
      config: { access: dealerAccess, reads: true },
      schema: { body: DashboardRangeInputSchema, response: replies({ 200: DealerDashboardSchema }) },
    },
    async (request) => dealerDashboard(deps, currentUser(request), request.body),
  );
  app.post(
    '/dashboard/transport-company',
    {
      config: { access: transportCompanyAccess, reads: true },
      schema: { body: DashboardRangeInputSchema, response: replies({ 200: TransportCompanyDashboardSchema }) },
    },
    async (request) => transportCompanyDashboard(deps, currentUser(request), request.body),
  );
  app.post(
    '/dashboard/transport-company/stats',
    {
      config: { access: transportCompanyAccess, reads: true },
      schema: { body: DashboardRangeInputSchema, response: replies({ 200: TransportCompanyStatsSchema }) },
    },
    async (request) => transportCompanyStats(deps, currentUser(request), request.body),
  );
};
