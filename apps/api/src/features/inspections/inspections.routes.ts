import { INSPECTION_PHOTOS_MAX, InspectionSavedSchema, OrderInspectionsSchema, Role } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { readMultipartForm } from '../../platform/files/multipart-form.js';
import { currentUser } from '../../plugins/auth.js';
import { recordInspection } from './inspections.service.js';
import { getOrderInspections } from './order-inspections.service.js';

/** Pickup and delivery inspections: the driver (or the company in his place) records them, the order's parties read them. */
export const inspectionsRoutes: FeatureRoutes = (app, deps) => {
  app.post(
    '/inspections/:id',
    {
      // the load's driver, or the company (and its dispatchers) holding the job: checked by the policy (decision 057)
      config: { access: { roles: [Role.Driver, Role.TransportCompany, Role.Dispatcher], active: true } },
      schema: {
        description:
          "`id` is the load's. The load's driver, or the transport company (or dispatcher) holding the job for a driver without a phone. multipart/form-data: `kind` (pickup | delivery), `car_id`, `damages` (JSON: [{ panel, kind }]), `odometer`, `notes`, `photos[]` (1–20 images), `signature` (an image). Images are redrawn as WebP and stored privately.",
        params: IdParamsSchema,
        response: replies({ 201: InspectionSavedSchema }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const form = await readMultipartForm(request, 'photos', INSPECTION_PHOTOS_MAX + 1);
      return reply.status(201).send(await recordInspection(deps, user, request.params.id, form));
    },
  );

  app.get(
    '/orders/:id/inspections',
    {
      config: {
        access: {
          roles: [
            Role.Dealer,
            Role.SubDealer,
            Role.PrivateUser,
            Role.TransportCompany,
            Role.Dispatcher,
            Role.Admin,
            Role.Accountant,
          ],
        },
      },
      schema: {
        description:
          "Each car of the order with the load carrying it and its pickup and delivery inspections (signed photo URLs): the order's customer, the carrier holding the job, staff.",
        params: IdParamsSchema,
        response: replies({ 200: OrderInspectionsSchema }),
      },
    },
    async (request) => getOrderInspections(deps, currentUser(request), request.params.id),
  );
};
