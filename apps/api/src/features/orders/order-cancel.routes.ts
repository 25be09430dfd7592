import { CancellationQuoteSchema, CUSTOMER_ROLES, OrderCancelledSchema } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { cancelCustomerOrder, getRefundFee } from './order-cancel.service.js';

const customers = { access: { roles: CUSTOMER_ROLES } };

/** The order page's cancel action: the fee quote, then the cancellation. */
export const orderCancelRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/orders/refund-fee/:id',
    { config: customers, schema: { params: IdParamsSchema, response: replies({ 200: CancellationQuoteSchema }) } },
    async (request) => getRefundFee(deps, currentUser(request), request.params.id),
  );

  // The spec's call is a GET although it changes the order: the bearer header (never a cookie) authorizes it,
  // so a link from another site cannot cancel anything.
  app.get(
    '/orders/cancel/:id',
    { config: customers, schema: { params: IdParamsSchema, response: replies({ 200: OrderCancelledSchema }) } },
    async (request) => cancelCustomerOrder(deps, currentUser(request), request.params.id),
  );
};
