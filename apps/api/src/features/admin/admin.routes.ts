import { z } from 'zod';
import { AdminAccountsQuerySchema, RejectAccountInputSchema, Role } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { requestUrl } from '../../lib/paging.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { approveAccount, deactivateAccount, getAccount, listAccounts, rejectAccount } from './admin.service.js';

const IdParams = z.object({ id: z.coerce.number().int().positive() });

export const adminRoutes: FeatureRoutes = (app, deps) => {
  const adminOnly = requireUser({ roles: [Role.Admin], active: true });

  app.get('/admin/accounts', { schema: { querystring: AdminAccountsQuerySchema }, preHandler: adminOnly }, async (request) =>
    listAccounts(deps, request.query, requestUrl(deps.env.appUrl, request.url)),
  );
  app.get('/admin/accounts/:id', { schema: { params: IdParams }, preHandler: adminOnly }, async (request) =>
    getAccount(deps, request.params.id),
  );
  app.put('/admin/accounts/:id/approve', { schema: { params: IdParams }, preHandler: adminOnly }, async (request) =>
    approveAccount(deps, request.params.id),
  );
  app.put('/admin/accounts/:id/deactivate', { schema: { params: IdParams }, preHandler: adminOnly }, async (request) =>
    deactivateAccount(deps, currentUser(request), request.params.id),
  );
  app.put(
    '/admin/accounts/:id/reject',
    { schema: { params: IdParams, body: RejectAccountInputSchema }, preHandler: adminOnly },
    async (request) => rejectAccount(deps, request.params.id, request.body),
  );
};
