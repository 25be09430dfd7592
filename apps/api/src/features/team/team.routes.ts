import {
  CARRIER_ROLES,
  TeamDriverSchema,
  DriverEditInputSchema,
  DriverInviteInputSchema,
  DriverDeleteQuerySchema,
  DriverLiveLoadsSchema,
  DriversQuerySchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { requestUrl } from '../../lib/paging.js';
import { pagedSchema, replies } from '../../lib/response-schemas.js';
import { readUploadedFile } from '../../platform/files/upload.js';
import { currentUser } from '../../plugins/auth.js';
import {
  deleteDriver,
  editDriver,
  getDriver,
  inviteDriver,
  listDriverLiveLoads,
  listDrivers,
  replaceDriverLicense,
  restoreDriver,
  setMemberActive,
} from './drivers.service.js';
import { vehiclesRoutes } from './vehicles.routes.js';

const idParams = IdParamsSchema;
const driverReply = replies({ 200: TeamDriverSchema });
/** Spec: the team pages need approval; a transport company and its dispatchers manage the company's team. */
const team = { access: { roles: CARRIER_ROLES, active: true } } as const;

/** Drivers of a transport company (spec §7 Team); the vehicles are in vehicles.routes.ts. */
export const teamRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/transport-companies/view-drivers',
    { config: team, schema: { querystring: DriversQuerySchema, response: replies({ 200: pagedSchema(TeamDriverSchema) }) } },
    async (request) => listDrivers(deps, currentUser(request), request.query, requestUrl(deps.env.appUrl, request.url)),
  );

  app.post(
    '/drivers',
    {
      config: team,
      schema: {
        description:
          'Invites a driver: an email with a password-set link. Inviting again a driver of the company who has not joined sends a new link.',
        body: DriverInviteInputSchema,
        response: replies({ 201: TeamDriverSchema }),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return inviteDriver(deps, currentUser(request), request.business, request.body.email);
    },
  );

  app.get('/drivers/:id', { config: team, schema: { params: idParams, response: driverReply } }, async (request) =>
    getDriver(deps, currentUser(request), request.params.id),
  );

  app.put(
    '/drivers/:id',
    { config: team, schema: { params: idParams, body: DriverEditInputSchema, response: driverReply } },
    async (request) => editDriver(deps, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/drivers/:id',
    {
      config: team,
      schema: {
        description:
          'Deletes a driver (soft). One who still has loads to run answers 409 `driver.has_live_loads` unless `confirm=1` (decision 060).',
        params: idParams,
        querystring: DriverDeleteQuerySchema,
        response: driverReply,
      },
    },
    async (request) =>
      deleteDriver(deps, currentUser(request), request.params.id, ['1', 'true'].includes(request.query.confirm ?? '')),
  );

  // Path not in the spec: the loads the page names before a driver is deleted (decision 060).
  app.get(
    '/drivers/live-loads/:id',
    {
      config: team,
      schema: {
        description: 'The loads a driver of the company still has to run (assigned or accepted, not delivered).',
        params: idParams,
        response: replies({ 200: DriverLiveLoadsSchema }),
      },
    },
    async (request) => listDriverLiveLoads(deps, currentUser(request), request.params.id),
  );

  // Path not in the spec (it names DELETE only): like PUT /vehicles/restore/{id} and /dispatchers/restore/{id}.
  app.put(
    '/drivers/restore/:id',
    {
      config: team,
      schema: {
        description: 'Restores a deleted driver (a path the spec does not show; see docs/decisions/023).',
        params: idParams,
        response: driverReply,
      },
    },
    async (request) => restoreDriver(deps, currentUser(request), request.params.id),
  );

  app.post(
    '/drivers/driver-license/:id',
    {
      config: team,
      schema: {
        description: 'multipart/form-data with one image file in the field `driver_license` (20 MB at most).',
        params: idParams,
        response: driverReply,
      },
    },
    async (request) =>
      replaceDriverLicense(deps, currentUser(request), request.params.id, await readUploadedFile(request, 'driver_license')),
  );

  for (const action of ['activate', 'deactivate'] as const) {
    app.put(`/users/${action}/:id`, { config: team, schema: { params: idParams, response: driverReply } }, async (request) =>
      setMemberActive(deps, currentUser(request), request.params.id, action === 'activate'),
    );
  }

  vehiclesRoutes(app, deps);
};
