import { z } from 'zod';
import { STAFF_ROLES } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { MISMATCH_KINDS, reconciliationReport } from './reconciliation.service.js';

const ReconciliationSchema = z.object({
  checked_at: z.string(),
  since: z.string(),
  orders_checked: z.number().int(),
  payments_checked: z.number().int(),
  gateway: z.enum(['sandbox', 'stripe']),
  mismatches: z.array(
    z.object({
      kind: z.enum(MISMATCH_KINDS),
      order_id: z.number().int().nullable(),
      order_number: z.string().nullable(),
      coupon_id: z.number().int().nullable(),
      payment_intent_id: z.string().nullable(),
      expected: z.number().nullable(),
      actual: z.number().nullable(),
    }),
  ),
});

export const reconciliationRoutes: FeatureRoutes = (app, deps) => {
  // Admins and accountants, read-only: the money invariant over the gateway, the payments, orders, invoices and coupons.
  app.get(
    '/admin/reconciliation',
    {
      config: { access: { roles: STAFF_ROLES, active: true } },
      schema: { response: replies({ 200: ReconciliationSchema }) },
    },
    async () => reconciliationReport(deps),
  );
};
