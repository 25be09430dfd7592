import { CARRIER_ROLES, TeamVehicleSchema, VehicleAddInputSchema, VehiclesQuerySchema } from '@routier/domain';
import type { AppDeps, AppInstance } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { requestUrl } from '../../lib/paging.js';
import { pagedSchema, replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { addVehicle, listVehicles, removeVehicle, restoreVehicle, setVehicleActive } from './vehicles.service.js';

const idParams = IdParamsSchema;
const vehicleReply = replies({ 200: TeamVehicleSchema });
const team = { access: { roles: CARRIER_ROLES, active: true } } as const;

/** Vehicles of a transport company (spec §7 Team). */
export const vehiclesRoutes = (app: AppInstance, deps: AppDeps) => {
  app.get(
    '/transport-companies/view-vehicles',
    { config: team, schema: { querystring: VehiclesQuerySchema, response: replies({ 200: pagedSchema(TeamVehicleSchema) }) } },
    async (request) => listVehicles(deps, currentUser(request), request.query, requestUrl(deps.env.appUrl, request.url)),
  );

  app.post(
    '/vehicles',
    { config: team, schema: { body: VehicleAddInputSchema, response: replies({ 201: TeamVehicleSchema }) } },
    async (request, reply) => {
      reply.code(201);
      return addVehicle(deps, currentUser(request), request.body);
    },
  );

  app.delete('/vehicles/:id', { config: team, schema: { params: idParams, response: vehicleReply } }, async (request) =>
    removeVehicle(deps, currentUser(request), request.params.id),
  );

  for (const action of ['activate', 'deactivate'] as const) {
    app.put(`/vehicles/${action}/:id`, { config: team, schema: { params: idParams, response: vehicleReply } }, async (request) =>
      setVehicleActive(deps, currentUser(request), request.params.id, action === 'activate'),
    );
  }

  app.put('/vehicles/restore/:id', { config: team, schema: { params: idParams, response: vehicleReply } }, async (request) =>
    restoreVehicle(deps, currentUser(request), request.params.id),
  );
};
