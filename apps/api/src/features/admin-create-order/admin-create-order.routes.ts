import { CreateOrderForCustomerInputSchema, CreatedOrderForCustomerSchema, Role } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { currentUser, type Access } from '../../plugins/auth.js';
import { createOrderForCustomer, sendOrderToCustomer } from './admin-create-order.service.js';

/** An operator creates orders for any customer; a deactivated admin may not. */
const adminOnly: Access = { roles: [Role.Admin], active: true, rows: 'any' };

/**
 * The operator's order for a customer (decision 067): a draft created here, its steps filled in through the
 * wizard's own routes (which let an admin act on an admin-created draft), then sent to the customer.
 */
export const adminCreateOrderRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/admin/orders',
    {
      config: { access: adminOnly },
      schema: { body: CreateOrderForCustomerInputSchema, response: replies({ 200: CreatedOrderForCustomerSchema }) },
    },
    async (request) => createOrderForCustomer(deps, currentUser(request), request.body),
  );

  app.post(
    '/admin/orders/:id/send',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, response: replies({ 200: MessageResponseSchema }) } },
    async (request) => sendOrderToCustomer(deps, currentUser(request), request.params.id),
  );
};
