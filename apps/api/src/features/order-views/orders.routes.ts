import { z } from 'zod';
import {
  CARRIER_ROLES,
  Role,
  CUSTOMER_ROLES,
  MyOrdersFilterSchema,
  MyOrdersQuerySchema,
  OrderAddressesInputSchema,
  MyOrderSchema,
  CreatedOrderSchema,
  OrderDetailSchema,
  OrderViewSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { requestUrl } from '../../lib/paging.js';
import { cappedPagedSchema, MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { createRouteDistance } from '../../platform/geo/index.js';
import { currentUser, isReadOnlySession } from '../../plugins/auth.js';
import { getCarrierOrder } from './carrier-order.service.js';
import { getCustomerOrder } from './order-detail.service.js';
import { listMyOrders } from './my-orders.service.js';
import { wizardActor } from '../orders/order-operator.service.js';
import { deleteDraftOrder } from '../orders/order-addresses.service.js';
import { createOrderFromAddresses, updateOrderAddresses } from './order-page.service.js';

/** Query values are accepted as well as a JSON body; body values win. */

const mergeQueryIntoBody = async (request: { query: unknown; body: unknown }) => {
  const query = typeof request.query === 'object' && request.query ? request.query : {};
  const body = typeof request.body === 'object' && request.body ? request.body : {};
  request.body = { ...query, ...body };
};

const customers = { roles: CUSTOMER_ROLES };
/** the wizard's steps: the customer, or an operator filling in an order an admin created for him (decision 067) */
const wizardUsers = { roles: [...CUSTOMER_ROLES, Role.Admin] };
const isCarrier = (role: number | null) => (CARRIER_ROLES as readonly (number | null)[]).includes(role);

export const ordersRoutes: FeatureRoutes = (app, deps) => {
  const { db, env, clock } = deps;
  const route = createRouteDistance();
  // Spec: /my-orders is not behind the approval gate (a new customer sees his orders and can order).
  app.post(
    '/orders/all/:filter',
    {
      config: { access: { roles: CUSTOMER_ROLES }, reads: true },
      schema: {
        params: z.object({ filter: MyOrdersFilterSchema }),
        body: MyOrdersQuerySchema,
        response: replies({ 200: cappedPagedSchema(MyOrderSchema) }),
      },
      preValidation: mergeQueryIntoBody,
    },
    async (request) =>
      listMyOrders(db, currentUser(request), request.params.filter, request.body, requestUrl(env.appUrl, request.url)),
  );

  // Customers read their orders; transport companies and dispatchers an offer open to them or their own job.
  app.get(
    '/orders/:id',
    {
      config: { access: { roles: [...CUSTOMER_ROLES, ...CARRIER_ROLES, Role.Admin] } },
      schema: { params: IdParamsSchema, response: replies({ 200: OrderViewSchema }) },
    },
    async (request) => {
      const user = currentUser(request);
      return isCarrier(user.role)
        ? getCarrierOrder(deps, user, request.params.id, { readOnly: isReadOnlySession(request) })
        : getCustomerOrder(deps, await wizardActor(deps, user, request.params.id), request.params.id);
    },
  );

  // The wizard's address step: a new draft, then its addresses while it is editable.
  app.post(
    '/orders',
    {
      config: { access: customers },
      schema: {
        body: OrderAddressesInputSchema,
        response: replies({ 200: CreatedOrderSchema }),
      },
    },
    async (request) => createOrderFromAddresses({ db, route, clock, env }, currentUser(request), request.body),
  );

  app.put(
    '/orders/:id',
    {
      config: { access: wizardUsers },
      schema: { params: IdParamsSchema, body: OrderAddressesInputSchema, response: replies({ 200: OrderDetailSchema }) },
    },
    async (request) =>
      updateOrderAddresses(
        { db, route, clock, env },
        await wizardActor(deps, currentUser(request), request.params.id),
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    '/orders/:id',
    { config: { access: customers }, schema: { params: IdParamsSchema, response: replies({ 200: MessageResponseSchema }) } },
    async (request) => deleteDraftOrder({ db, clock }, currentUser(request), request.params.id),
  );
};
