import { z } from 'zod';
import { CUSTOMER_ROLES, MyOrdersFilterSchema, MyOrdersQuerySchema } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { requestUrl } from '../../lib/paging.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { listMyOrders } from './orders.service.js';

/** Query values are accepted as well as a JSON body; body values win. */
const mergeQueryIntoBody = async (request: { query: unknown; body: unknown }) => {
  const query = typeof request.query === 'object' && request.query ? request.query : {};
  const body = typeof request.body === 'object' && request.body ? request.body : {};
  request.body = { ...query, ...body };
};

export const ordersRoutes: FeatureRoutes = (app, { db, env }) => {
  app.post(
    '/orders/all/:filter',
    {
      schema: { params: z.object({ filter: MyOrdersFilterSchema }), body: MyOrdersQuerySchema },
      preValidation: mergeQueryIntoBody,
      preHandler: requireUser({ roles: CUSTOMER_ROLES, active: true }),
    },
    async (request) =>
      listMyOrders(db, currentUser(request), request.params.filter, request.body, requestUrl(env.appUrl, request.url)),
  );
};
