import type { FastifyRequest } from 'fastify';
import {
  CUSTOMER_ROLES,
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
import { getPricingOptions, requestCarrierQuotes, savePricingOption } from './pricing.service.js';

const customers = { access: { roles: CUSTOMER_ROLES } };

/** The signed-in customer and his business's discounts in force (loaded with the session). */
export const pricingCaller = (request: FastifyRequest) => ({ user: currentUser(request), discounts: request.discounts ?? [] });

export const pricingRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/pricing-options/v2/:id',
    { config: customers, schema: { params: IdParamsSchema, response: replies({ 200: PricingOptionsSchema }) } },
    async (request) => getPricingOptions(deps, pricingCaller(request), request.params.id),
  );

  app.post(
    '/pricing-options/:id',
    {
      config: customers,
      schema: { params: IdParamsSchema, body: SavePricingOptionInputSchema, response: replies({ 200: SavedPricingSchema }) },
    },
    async (request) => savePricingOption(deps, pricingCaller(request), request.params.id, request.body),
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
