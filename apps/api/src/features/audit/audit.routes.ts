import { AuditListSchema, AuditQuerySchema, Role } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import type { Access } from '../../plugins/auth.js';
import { listAuditEntries } from './audit-records.service.js';

/** The audit log is the operators' own record: admins read it, no one writes it but the actions themselves. */
const adminOnly: Access = { roles: [Role.Admin], active: true, rows: 'any' };

export const auditRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/admin/audit',
    { config: { access: adminOnly }, schema: { querystring: AuditQuerySchema, response: replies({ 200: AuditListSchema }) } },
    async (request) => listAuditEntries(deps, request.query),
  );
};
