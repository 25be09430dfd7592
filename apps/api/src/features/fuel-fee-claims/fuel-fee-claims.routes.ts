import {
  AdminFuelFeeClaimsQuerySchema,
  ApproveFuelFeeClaimInputSchema,
  RefuseFuelFeeClaimInputSchema,
  Role,
  AdminFuelFeeClaimSchema,
  FuelFeeClaimListSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { requestUrl } from '../../lib/paging.js';
import { pagedSchema, replies } from '../../lib/response-schemas.js';
import { currentUser, type Access } from '../../plugins/auth.js';
import { decideFuelFeeClaim, listAdminClaims, listOrderClaims } from './fuel-fee-claims.service.js';

const adminOnly: Access = { roles: [Role.Admin], active: true, rows: 'any' };
/** the company holding the job (checked by the service), and staff */
const jobReaders: Access = { roles: [Role.TransportCompany, Role.Dispatcher, Role.Admin, Role.Accountant], active: true };

/** Fuel fees claimed above the order's: the carrier follows its claims, an admin decides them. */
export const fuelFeeClaimsRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/orders/:id/fuel-fee-claims',
    {
      config: { access: jobReaders },
      schema: {
        description: 'The fuel-fee claims of a job, for the transport company holding it (and its dispatchers) and staff.',
        params: IdParamsSchema,
        response: replies({ 200: FuelFeeClaimListSchema }),
      },
    },
    async (request) => listOrderClaims(deps, currentUser(request), request.params.id),
  );
  app.get(
    '/admin/fuel-fee-claims',
    {
      config: { access: adminOnly },
      schema: {
        description: 'Fuel-fee claims, pending first (oldest first), each with a signed link to its receipt.',
        querystring: AdminFuelFeeClaimsQuerySchema,
        response: replies({ 200: pagedSchema(AdminFuelFeeClaimSchema) }),
      },
    },
    async (request) => listAdminClaims(deps, request.query, requestUrl(deps.env.appUrl, request.url)),
  );
  app.put(
    '/admin/fuel-fee-claims/:id/approve',
    {
      config: { access: adminOnly },
      schema: {
        description:
          'Approves a pending claim: its amount reaches the carrier statement (as an adjustment when the statement was already issued). 409 once decided.',
        params: IdParamsSchema,
        body: ApproveFuelFeeClaimInputSchema,
        response: replies({ 200: AdminFuelFeeClaimSchema }),
      },
    },
    async (request) =>
      decideFuelFeeClaim(deps, currentUser(request), request.params.id, { approved: true, reason: request.body?.reason || null }),
  );
  app.put(
    '/admin/fuel-fee-claims/:id/refuse',
    {
      config: { access: adminOnly },
      schema: {
        description:
          'Refuses a pending claim with a reason the carrier reads; the statement keeps the order fuel fee. 409 once decided.',
        params: IdParamsSchema,
        body: RefuseFuelFeeClaimInputSchema,
        response: replies({ 200: AdminFuelFeeClaimSchema }),
      },
    },
    async (request) =>
      decideFuelFeeClaim(deps, currentUser(request), request.params.id, { approved: false, reason: request.body.reason }),
  );
};
