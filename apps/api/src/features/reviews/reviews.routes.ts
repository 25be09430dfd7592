import {
  CUSTOMER_ROLES,
  RateOrderInputSchema,
  ReviewsQuerySchema,
  Role,
  RateOrderResultSchema,
  ReviewsResponseSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { companyReviews, rateOrder } from './reviews.service.js';

/** Ratings: the customer rates a completed order; the transport company reads its reviews. */
export const reviewsRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/orders/ratings/:id/dealer',
    {
      config: { access: { roles: CUSTOMER_ROLES } },
      schema: {
        description:
          "`id` is the order's. Its customer (a dealer also on his sub-dealers' orders) rates the transport company that delivered a completed (5) order, once: the order becomes completed and confirmed (6). A second rating is a 409, another status a 422.",
        params: IdParamsSchema,
        body: RateOrderInputSchema,
        response: replies({ 200: RateOrderResultSchema }),
      },
    },
    async (request) => rateOrder(deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/dashboard/transport-company/ratings',
    {
      config: { access: { roles: [Role.TransportCompany], active: true }, reads: true },
      schema: {
        description:
          "The caller's company's reviews: a page, the newest ones, the average and count, and reviews per month, within `start_date`…`end_date` (days, UTC, both included) when given.",
        body: ReviewsQuerySchema,
        response: replies({ 200: ReviewsResponseSchema }),
      },
    },
    async (request) => companyReviews(deps, currentUser(request), request.body),
  );
};
