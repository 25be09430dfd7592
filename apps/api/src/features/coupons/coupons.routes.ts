import { CouponsResponseSchema, CUSTOMER_ROLES } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { listUserCoupons } from './coupons.service.js';

export const couponsRoutes: FeatureRoutes = (app, deps) => {
  // Spec: /my-account/coupons is for dealers, sub-dealers and private users, without the approval gate.
  app.get(
    '/coupons',
    {
      config: { access: { roles: CUSTOMER_ROLES } },
      schema: { response: replies({ 200: CouponsResponseSchema }) },
    },
    async (request) => listUserCoupons(deps, currentUser(request)),
  );
};
