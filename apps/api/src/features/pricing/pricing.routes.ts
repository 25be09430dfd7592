import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import {
  CUSTOMER_ROLES,
  Role,
  QuoteRequestInputSchema,
  SavePricingOptionInputSchema,
  PricingOptionsSchema,
  QuoteRequestedSchema,
  SavedPricingSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { operatorActor } from '../orders/order-operator.service.js';
import { findCurrentDiscounts } from '../users/user-records.service.js';
import { getPricingOptions, requestCarrierQuotes, savePricingOption } from './pricing.service.js';

const customers = { access: { roles: CUSTOMER_ROLES } };
/** the wizard's steps: the customer, or an operator filling in an order an admin created for him (decision 067) */
const wizardUsers = { access: { roles: [...CUSTOMER_ROLES, Role.Admin] } };

/** The signed-in customer and his business's discounts in force (loaded with the session). */
export const pricingCaller = (request: FastifyRequest) => ({ user: currentUser(request), discounts: request.discounts ?? [] });

/**
 * The wizard's pricing caller: the customer, or an operator pricing an admin-created order as its customer, with
 * that customer's business discounts in force (decision 067).
 */
const wizardPricingCaller = async (deps: Pick<AppDeps, 'db' | 'clock'>, request: FastifyRequest, orderId: number) => {
  const user = currentUser(request);
  if (user.role !== Role.Admin) return pricingCaller(request);
  const actor = await operatorActor(deps, user, orderId);
  const found = actor.businessDetailsId === null ? [] : await findCurrentDiscounts(deps, actor.businessDetailsId, deps.clock());
  return { user: actor, discounts: found.map((d) => ({ discountBp: d.discountBp, expiryDate: d.expiryDate })) };
};

export const pricingRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/pricing-options/v2/:id',
    { config: wizardUsers, schema: { params: IdParamsSchema, response: replies({ 200: PricingOptionsSchema }) } },
    async (request) => getPricingOptions(deps, await wizardPricingCaller(deps, request, request.params.id), request.params.id),
  );

  app.post(
    '/pricing-options/:id',
    {
      config: wizardUsers,
      schema: { params: IdParamsSchema, body: SavePricingOptionInputSchema, response: replies({ 200: SavedPricingSchema }) },
    },
    async (request) =>
      savePricingOption(deps, await wizardPricingCaller(deps, request, request.params.id), request.params.id, request.body),
  );

  // Spec §6: quote requests are only for registered users (guests have their own calls).
  app.post(
    '/pricing-options/:id/quotes',
    {
      config: customers,
      schema: { params: IdParamsSchema, body: QuoteRequestInputSchema, response: replies({ 200: QuoteRequestedSchema }) },
    },
    async (request) => requestCarrierQuotes(deps, pricingCaller(request), request.params.id, request.body),
  );
};
