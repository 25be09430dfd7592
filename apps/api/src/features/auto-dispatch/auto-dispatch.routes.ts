import {
  CARRIER_ROLES,
  CUSTOMER_ROLES,
  DeclineQuoteInputSchema,
  QuoteAcceptedSchema,
  QuoteInfoSchema,
  QuoteRequestsResponseSchema,
  QuotesQuerySchema,
  QuotesResponseSchema,
  QuoteSubmittedSchema,
  SubmitQuoteInputSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { pricingCaller } from '../pricing/pricing.routes.js';
import { declineQuote, getQuoteInfo, listQuoteRequests, submitQuote } from './auto-dispatch.service.js';
import { acceptQuote, getQuotes } from './quote-acceptance.service.js';

// Spec §2 carrier route table: transport companies and dispatchers; like offers, once approved.
const carriers = { access: { roles: CARRIER_ROLES, active: true } };
const customers = { access: { roles: CUSTOMER_ROLES } };

/** Auto dispatch: carriers see, quote or decline matching requests; the customer compares and accepts one. */
export const autoDispatchRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/auto-dispatch/quote-requests',
    {
      config: carriers,
      schema: {
        description: "Open quote requests matching the caller's company that it has not declined, oldest first.",
        response: replies({ 200: QuoteRequestsResponseSchema }),
      },
    },
    async (request) => ({ data: await listQuoteRequests(deps, request.business) }),
  );

  app.get(
    '/auto-dispatch/quote-info/:id',
    {
      config: carriers,
      schema: {
        description: 'A quote request without street addresses: 404 when it does not match the company, 409 when no longer open.',
        params: IdParamsSchema,
        response: replies({ 200: QuoteInfoSchema }),
      },
    },
    async (request) => getQuoteInfo(deps, request.business, request.params.id),
  );

  app.post(
    '/auto-dispatch/submit-price/:id',
    {
      config: carriers,
      schema: {
        description: "The company's one quote on a request; 409 `contactDispatch` when the company already quoted.",
        params: IdParamsSchema,
        body: SubmitQuoteInputSchema,
        response: replies({ 200: QuoteSubmittedSchema }),
      },
    },
    async (request) => submitQuote(deps, currentUser(request), request.business, request.params.id, request.body),
  );

  app.post(
    '/auto-dispatch/decline/:id',
    {
      config: carriers,
      schema: { params: IdParamsSchema, body: DeclineQuoteInputSchema, response: replies({ 200: MessageResponseSchema }) },
    },
    async (request) => declineQuote(deps, currentUser(request), request.business, request.params.id, request.body),
  );

  app.get(
    '/auto-dispatch/get-offers/:id',
    {
      config: customers,
      schema: {
        description: "The quotes on the caller's auto-dispatch order (a dealer's sub-dealers' too), sorted.",
        params: IdParamsSchema,
        querystring: QuotesQuerySchema,
        response: replies({ 200: QuotesResponseSchema }),
      },
    },
    async (request) => getQuotes(deps, pricingCaller(request), request.params.id, request.query),
  );

  // The spec's call is a GET although it accepts: the bearer header (never a cookie) authorizes it.
  app.get(
    '/auto-dispatch/v2/accept-offer/:id',
    {
      config: customers,
      schema: {
        description: 'Accepts a quote (id of the quote): the others become inactive and the order is priced at it.',
        params: IdParamsSchema,
        response: replies({ 200: QuoteAcceptedSchema }),
      },
    },
    async (request) => acceptQuote(deps, pricingCaller(request), request.params.id),
  );
};
