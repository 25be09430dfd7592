import { ReconciliationReportSchema, STAFF_ROLES } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { reconciliationReport } from './reconciliation.service.js';

export const reconciliationRoutes: FeatureRoutes = (app, deps) => {
  // Admins and accountants, read-only: the money invariant over the gateway, the payments, orders, invoices and coupons.
  app.get(
    '/admin/reconciliation',
    {
      config: { access: { roles: STAFF_ROLES, active: true } },
      schema: { response: replies({ 200: ReconciliationReportSchema }) },
    },
    async () => reconciliationReport(deps),
  );
};
