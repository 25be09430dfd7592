import {
  AdminBusinessReviewSchema,
  AdminUserEditInputSchema,
  BusinessCouponInputSchema,
  BusinessFlagsInputSchema,
  AdminAccountDetailSchema,
  AdminAccountSchema,
  AdminAccountsQuerySchema,
  InsuranceFilesSchema,
  RefuseInsuranceInputSchema,
  RejectAccountInputSchema,
  Role,
  ViewAsSessionSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { requestUrl } from '../../lib/paging.js';
import { pagedSchema, replies } from '../../lib/response-schemas.js';
import { currentUser, type Access } from '../../plugins/auth.js';
import { reviewInsuranceProposal } from '../accounts/insurance.service.js';
import { getBusinessReview, issueBusinessCoupon, setBusinessFlags } from './admin-businesses.service.js';
import {
  approveAccount,
  deactivateAccount,
  editUser,
  getAccount,
  listAccounts,
  rejectAccount,
  viewAsUser,
} from './admin.service.js';

const IdParams = IdParamsSchema;
/** The console acts on anyone's account; a deactivated admin is locked out of it. */
const adminOnly: Access = { roles: [Role.Admin], active: true, rows: 'any' };

export const adminRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/admin/accounts',
    {
      config: { access: adminOnly },
      schema: { querystring: AdminAccountsQuerySchema, response: replies({ 200: pagedSchema(AdminAccountSchema) }) },
    },
    async (request) => listAccounts(deps, request.query, requestUrl(deps.env.appUrl, request.url)),
  );
  app.get(
    '/admin/accounts/:id',
    { config: { access: adminOnly }, schema: { params: IdParams, response: replies({ 200: AdminAccountDetailSchema }) } },
    async (request) => getAccount(deps, request.params.id),
  );
  app.put(
    '/admin/accounts/:id/approve',
    { config: { access: adminOnly }, schema: { params: IdParams, response: replies({ 200: AdminAccountSchema }) } },
    async (request) => approveAccount(deps, currentUser(request), request.params.id),
  );
  app.put(
    '/admin/accounts/:id/deactivate',
    { config: { access: adminOnly }, schema: { params: IdParams, response: replies({ 200: AdminAccountSchema }) } },
    async (request) => deactivateAccount(deps, currentUser(request), request.params.id),
  );
  app.put(
    '/admin/accounts/:id/reject',
    {
      config: { access: adminOnly },
      schema: { params: IdParams, body: RejectAccountInputSchema, response: replies({ 200: AdminAccountSchema }) },
    },
    async (request) => rejectAccount(deps, request.params.id, request.body),
  );

  app.put(
    '/admin/users/:id',
    {
      config: { access: adminOnly },
      schema: { params: IdParams, body: AdminUserEditInputSchema, response: replies({ 200: AdminAccountSchema }) },
    },
    async (request) => editUser(deps, currentUser(request), request.params.id, request.body),
  );

  // The operator sees the product as the user does, read-only, for 15 minutes (docs/decisions/069).
  app.post(
    '/admin/users/:id/view-as',
    {
      config: { access: adminOnly },
      schema: {
        description:
          'A read-only bearer token of the user, valid 15 minutes and recorded in the audit log (`user_view_as`). With it every request but a GET, a POST that only reads (filters of a list in the body) and `POST /auth/web-logout` (which ends it) answers 403 `auth.read_only`. Not for an admin or accountant (403), nor a deactivated account (409).',
        params: IdParams,
        response: replies({ 200: ViewAsSessionSchema }),
      },
    },
    async (request) => viewAsUser(deps, currentUser(request), request.params.id),
  );

  // A business's whole review, its flags and coupons (docs/decisions/064).
  const businessReply = replies({ 200: AdminBusinessReviewSchema });
  app.get(
    '/admin/businesses/:id',
    { config: { access: adminOnly }, schema: { params: IdParams, response: businessReply } },
    async (request) => getBusinessReview(deps, request.params.id),
  );
  app.put(
    '/admin/businesses/:id/flags',
    { config: { access: adminOnly }, schema: { params: IdParams, body: BusinessFlagsInputSchema, response: businessReply } },
    async (request) => setBusinessFlags(deps, currentUser(request), request.params.id, request.body),
  );
  app.post(
    '/admin/businesses/:id/coupons',
    { config: { access: adminOnly }, schema: { params: IdParams, body: BusinessCouponInputSchema, response: businessReply } },
    async (request) => issueBusinessCoupon(deps, currentUser(request), request.params.id, request.body),
  );

  // A carrier's proposed insurance expiry, reviewed with its certificates (docs/decisions/038).
  const insuranceReply = replies({ 200: InsuranceFilesSchema });
  app.put(
    '/admin/insurance-proposals/:id/approve',
    { config: { access: adminOnly }, schema: { params: IdParams, response: insuranceReply } },
    async (request) => reviewInsuranceProposal(deps, currentUser(request), request.params.id, { approve: true }),
  );
  app.put(
    '/admin/insurance-proposals/:id/refuse',
    { config: { access: adminOnly }, schema: { params: IdParams, body: RefuseInsuranceInputSchema, response: insuranceReply } },
    async (request) =>
      reviewInsuranceProposal(deps, currentUser(request), request.params.id, { approve: false, ...request.body }),
  );
};
