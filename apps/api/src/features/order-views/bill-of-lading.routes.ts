import { z } from 'zod';
import { CARRIER_ROLES, CUSTOMER_ROLES, Role } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { billOfLading } from './bill-of-lading.service.js';

/** A car's bill of lading (PDF), from the order page, the carrier's job and the driver's load. */
export const billOfLadingRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/cars/bill-of-lading/:id',
    {
      config: { access: { roles: [...CUSTOMER_ROLES, ...CARRIER_ROLES, Role.Driver] } },
      schema: {
        description:
          "`id` is the car's. A PDF (attachment) with the inspections' damage marks, for the order's customer, the carrier that holds the job and the driver of the load carrying the car.",
        params: IdParamsSchema,
        response: replies({ 200: z.unknown().describe('the PDF (binary)') }),
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await billOfLading(deps, currentUser(request), request.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Access-Control-Expose-Headers', 'Content-Disposition')
        .header('X-Content-Type-Options', 'nosniff')
        .send(pdf);
    },
  );
};
