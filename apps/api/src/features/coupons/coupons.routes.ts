import { z } from 'zod';
import { CUSTOMER_ROLES } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { listUserCoupons } from './coupons.service.js';

const CouponSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  expires_at: z.string().nullable(),
  used_at: z.string().nullable(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
});

export const couponsRoutes: FeatureRoutes = (app, deps) => {
  // Spec: /my-account/coupons is for dealers, sub-dealers and private users, without the approval gate.
  app.get(
    '/coupons',
    {
      config: { access: { roles: CUSTOMER_ROLES } },
      schema: { response: replies({ 200: z.object({ data: z.array(CouponSchema) }) }) },
    },
    async (request) => listUserCoupons(deps, currentUser(request).id),
  );
};
