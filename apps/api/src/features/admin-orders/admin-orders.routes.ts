import { AdminOrderDetailSchema, AdminOrderRowSchema, AdminOrdersQuerySchema, Role } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { requestUrl } from '../../lib/paging.js';
import { pagedSchema, replies } from '../../lib/response-schemas.js';
import type { Access } from '../../plugins/auth.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { getAdminOrder, listAdminOrders } from './admin-orders.service.js';

/** The operator's console reads every order; a deactivated admin is locked out of it. */
const adminOnly: Access = { roles: [Role.Admin], active: true, rows: 'any' };

export const adminOrdersRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/admin/orders',
    {
      config: { access: adminOnly },
      schema: { querystring: AdminOrdersQuerySchema, response: replies({ 200: pagedSchema(AdminOrderRowSchema) }) },
    },
    async (request) => listAdminOrders(deps, request.query, requestUrl(deps.env.appUrl, request.url)),
  );
  app.get(
    '/admin/orders/:id',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, response: replies({ 200: AdminOrderDetailSchema }) } },
    async (request) => getAdminOrder(deps, request.params.id),
  );
};
