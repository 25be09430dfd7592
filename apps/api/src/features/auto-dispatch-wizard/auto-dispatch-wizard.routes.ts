import {
  AutoDispatchMethodInputSchema,
  AutoDispatchQuoteRequestInputSchema,
  CarsBatchInputSchema,
  CheckoutInputSchema,
  CheckoutResultSchema,
  CreatedOrderSchema,
  CUSTOMER_ROLES,
  IdempotencyHeaderSchema,
  NewContactDetailsSchema,
  OrderAddressesInputSchema,
  OrderDetailSchema,
  QuoteRequestedSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { createRouteDistance } from '../../platform/geo/index.js';
import { currentUser } from '../../plugins/auth.js';
import { pricingCaller } from '../pricing/pricing.routes.js';
import {
  autoDispatchCheckout,
  createAutoDispatchDraft,
  requestAutoDispatchQuotes,
  saveAutoDispatchCars,
  saveAutoDispatchContacts,
  saveAutoDispatchMethod,
  updateAutoDispatchAddresses,
} from './auto-dispatch-wizard.service.js';

// Spec §2 route table: the auto-dispatch pages are the customers' (dealer, sub-dealer, private user), like my orders.
const customers = { access: { roles: CUSTOMER_ROLES } };
const orderReply = replies({ 200: OrderDetailSchema });

/**
 * The auto-dispatch wizard (customer-side §2 and §7 "Auto dispatch (dealer)"): addresses, vehicles with their
 * dimensions, transportation type, quote request; then, once a quote is accepted, notes and contacts and the
 * payment. Each call is the order wizard's or the pricing step's service on an auto-dispatch draft.
 */
export const autoDispatchWizardRoutes: FeatureRoutes = (app, deps) => {
  const route = createRouteDistance();
  const wizardDeps = { ...deps, route };

  app.post(
    '/auto-dispatch',
    {
      config: customers,
      schema: {
        description: 'A new auto-dispatch draft from its addresses (step 1); it resumes at the vehicles.',
        body: OrderAddressesInputSchema,
        response: replies({ 200: CreatedOrderSchema }),
      },
    },
    async (request) => createAutoDispatchDraft(wizardDeps, currentUser(request), request.body),
  );

  app.put(
    '/auto-dispatch/:id',
    {
      config: customers,
      schema: {
        description: "The draft's addresses; 409 once its quote request is sent or for a regular order.",
        params: IdParamsSchema,
        body: OrderAddressesInputSchema,
        response: orderReply,
      },
    },
    async (request) => updateAutoDispatchAddresses(wizardDeps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/auto-dispatch/v2/cars/:id',
    {
      config: customers,
      schema: {
        description: 'The cars (width, height, length in cm and weight in kg, 1 to 50 000, optional) and the start date.',
        params: IdParamsSchema,
        body: CarsBatchInputSchema,
        response: orderReply,
      },
    },
    async (request) => saveAutoDispatchCars(wizardDeps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/auto-dispatch/v2/shipping-method/:id',
    {
      config: customers,
      schema: {
        description:
          'The transportation type (shipping_method 1-4; enclosed is 3 with `enclosed` or 4). A method the order cannot travel by answers 422 with the reason; 409 before the cars are saved.',
        params: IdParamsSchema,
        body: AutoDispatchMethodInputSchema,
        response: orderReply,
      },
    },
    async (request) => saveAutoDispatchMethod(wizardDeps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/auto-dispatch/v2/:id',
    {
      config: customers,
      schema: {
        description:
          'The quote request: `type` flexible, or priority with `needed_by_date` (YYYY/MM/DD) no earlier than the minimum delivery date. The order then waits in auto dispatch pending.',
        params: IdParamsSchema,
        body: AutoDispatchQuoteRequestInputSchema,
        response: replies({ 200: QuoteRequestedSchema }),
      },
    },
    async (request) => {
      const caller = pricingCaller(request);
      return requestAutoDispatchQuotes(wizardDeps, caller, request.params.id, request.body);
    },
  );

  app.post(
    '/auto-dispatch/v2/contacts/:id',
    {
      config: customers,
      schema: {
        description: 'The details wizard: notes and contacts of both ends, once a quote is accepted (409 before).',
        params: IdParamsSchema,
        body: NewContactDetailsSchema,
        response: orderReply,
      },
    },
    async (request) => saveAutoDispatchContacts(wizardDeps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/auto-dispatch/checkout/:id',
    {
      config: customers,
      schema: {
        description: "Confirm and pay an auto-dispatch order at its accepted quote's price (the order checkout's rules).",
        params: IdParamsSchema,
        headers: IdempotencyHeaderSchema,
        body: CheckoutInputSchema,
        response: replies({ 200: CheckoutResultSchema }),
      },
    },
    async (request) =>
      autoDispatchCheckout(deps, pricingCaller(request), request.params.id, request.body, request.headers['idempotency-key']),
  );
};
