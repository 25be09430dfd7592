import {
  CARRIER_ROLES,
  OffersQuerySchema,
  OfferDatesSchema,
  OfferAppliedSchema,
  OfferFiltersSchema,
  OfferRowSchema,
  UnseenOffersSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { requestUrl } from '../../lib/paging.js';
import { cappedPagedSchema, replies } from '../../lib/response-schemas.js';
import { applyToOffer, countUnseenOffers, listOffers, offerAvailableDates, offerFilters } from './offers.service.js';

// Spec: /offers/{id} needs approval; the board and its badge follow it.
const carriers = { access: { roles: CARRIER_ROLES, active: true } };

/** The offers board: open offers for the caller's company, its badge, Apply and the pickable dates. */
export const offersRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/orders/available',
    {
      config: carriers,
      schema: { querystring: OffersQuerySchema, response: replies({ 200: cappedPagedSchema(OfferRowSchema) }) },
    },
    async (request) => listOffers(deps, request.business, request.query, requestUrl(deps.env.appUrl, request.url)),
  );

  app.get(
    '/orders/unseen-counter',
    { config: carriers, schema: { response: replies({ 200: UnseenOffersSchema }) } },
    async (request) => countUnseenOffers(deps, request.business),
  );

  app.get(
    '/orders/available-filters',
    {
      config: carriers,
      schema: {
        description: "The board's defaults: the company's service regions, delivery types and saved order filters.",
        response: replies({ 200: OfferFiltersSchema }),
      },
    },
    async (request) => offerFilters(request.business),
  );

  // The spec's call is a GET although it assigns the job: the bearer header (never a cookie) authorizes it.
  app.get(
    '/orders/accept/:id',
    {
      config: carriers,
      schema: {
        description:
          "Apply: the open offer becomes the caller company's job at once. 409 when another carrier took it first; 403 with expired insurance.",
        params: IdParamsSchema,
        response: replies({ 200: OfferAppliedSchema }),
      },
    },
    async (request) => applyToOffer(deps, request.business, request.params.id),
  );

  app.get(
    '/orders/available-dates/:id',
    {
      config: carriers,
      schema: { params: IdParamsSchema, response: replies({ 200: OfferDatesSchema }) },
    },
    async (request) => offerAvailableDates(deps, request.business, request.params.id),
  );
};
