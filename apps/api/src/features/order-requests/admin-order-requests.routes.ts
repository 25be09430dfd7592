import {
  AdminIssueReportsSchema,
  AdminOrderRequestsQuerySchema,
  ResolveReportInputSchema,
  ReportResolvedSchema,
  DeclineOrderRequestInputSchema,
  Role,
  AdminOrderRequestSchema,
  OrderRequestSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { requestUrl } from '../../lib/paging.js';
import { pagedSchema, replies } from '../../lib/response-schemas.js';
import { currentUser, type Access } from '../../plugins/auth.js';
import { approveOrderRequest, declineOrderRequest, listAdminOrderRequests } from './admin-order-requests.service.js';
import { listOrderReports, resolveIssueReport } from './issue-reports.service.js';

const adminOnly: Access = { roles: [Role.Admin], active: true, rows: 'any' };

/** The admin console's cancellation and completion requests. */
export const adminOrderRequestsRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/admin/order-requests',
    {
      config: { access: adminOnly },
      schema: { querystring: AdminOrderRequestsQuerySchema, response: replies({ 200: pagedSchema(AdminOrderRequestSchema) }) },
    },
    async (request) => listAdminOrderRequests(deps, request.query, requestUrl(deps.env.appUrl, request.url)),
  );
  app.put(
    '/admin/order-requests/:id/approve',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, response: replies({ 200: OrderRequestSchema }) } },
    async (request) => approveOrderRequest(deps, currentUser(request), request.params.id),
  );
  app.put(
    '/admin/order-requests/:id/decline',
    {
      config: { access: adminOnly },
      schema: { params: IdParamsSchema, body: DeclineOrderRequestInputSchema, response: replies({ 200: OrderRequestSchema }) },
    },
    async (request) => declineOrderRequest(deps, currentUser(request), request.params.id, request.body?.comment || null),
  );

  app.get(
    '/admin/orders/:id/reports',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, response: replies({ 200: AdminIssueReportsSchema }) } },
    async (request) => listOrderReports(deps, request.params.id),
  );
  app.post(
    '/admin/issue-reports/:id/resolve',
    {
      config: { access: adminOnly },
      schema: { params: IdParamsSchema, body: ResolveReportInputSchema, response: replies({ 200: ReportResolvedSchema }) },
    },
    async (request) => resolveIssueReport(deps, currentUser(request), request.params.id, request.body ?? {}),
  );
};
