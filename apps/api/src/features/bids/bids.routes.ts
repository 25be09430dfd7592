import {
  AdminBidRowSchema,
  AdminBidsQuerySchema,
  BidDecidedSchema,
  BidPlacedSchema,
  CARRIER_ROLES,
  PlaceBidSchema,
  Role,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { requestUrl } from '../../lib/paging.js';
import { pagedSchema, replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { acceptBid, declineBid, getAdminBid, listAdminBids, placeBid } from './bids.service.js';

const admins = { access: { roles: [Role.Admin], rows: 'any' as const } };

/** Bids: a carrier's price for an offer; the admin console accepts or declines them. */
export const bidsRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/bids/:id',
    {
      config: { access: { roles: CARRIER_ROLES, active: true } },
      schema: {
        description: "`id` is the order's. One pending bid per company per order (409 otherwise); 403 with expired insurance.",
        params: IdParamsSchema,
        body: PlaceBidSchema,
        response: replies({ 200: BidPlacedSchema }),
      },
    },
    async (request) => placeBid(deps, currentUser(request), request.business, request.params.id, request.body),
  );

  app.get(
    '/admin/bids',
    { config: admins, schema: { querystring: AdminBidsQuerySchema, response: replies({ 200: pagedSchema(AdminBidRowSchema) }) } },
    async (request) => listAdminBids(deps, request.query, requestUrl(deps.env.appUrl, request.url)),
  );

  app.get(
    '/admin/bids/:id',
    { config: admins, schema: { params: IdParamsSchema, response: replies({ 200: AdminBidRowSchema }) } },
    async (request) => getAdminBid(deps, request.params.id),
  );

  app.post(
    '/admin/bids/:id/accept',
    { config: admins, schema: { params: IdParamsSchema, response: replies({ 200: BidDecidedSchema }) } },
    async (request) => acceptBid(deps, request.params.id),
  );

  app.post(
    '/admin/bids/:id/decline',
    { config: admins, schema: { params: IdParamsSchema, response: replies({ 200: BidDecidedSchema }) } },
    async (request) => declineBid(deps, request.params.id),
  );
};
