import {
  AvailableDriversSchema,
  AvailableTeamInputSchema,
  AvailableVehiclesSchema,
  CARRIER_ROLES,
  CreateLoadsInputSchema,
  EditLoadInputSchema,
  JobLoadsSchema,
  LoadCarInputSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { availableDrivers, availableVehicles, cancelLoad, createLoads, editLoad, listJobLoads } from './load-building.service.js';
import { addLoadCar, removeLoadCar } from './load-cars.service.js';

/** The transport company and its dispatchers, once approved (spec: active jobs need approval). */
const carriers = { roles: CARRIER_ROLES, active: true };

/**
 * Loads of a job the caller's company holds (spec carrier §7 "Loads"). `GET` and `POST /loads/{id}` name the
 * order; `PUT`, cancel, add-car and remove-car name the load. Every change answers the job's loads.
 */
export const loadBuildingRoutes: FeatureRoutes = (app, deps) => {
  const { db, jobs, clock } = deps;
  const loads = replies({ 200: JobLoadsSchema });

  app.get('/loads/:id', { config: { access: carriers }, schema: { params: IdParamsSchema, response: loads } }, async (request) =>
    listJobLoads({ db, jobs, clock }, currentUser(request), request.params.id),
  );

  app.post(
    '/loads/:id',
    { config: { access: carriers }, schema: { params: IdParamsSchema, body: CreateLoadsInputSchema, response: loads } },
    async (request) => createLoads({ db, jobs, clock }, currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/loads/:id',
    { config: { access: carriers }, schema: { params: IdParamsSchema, body: EditLoadInputSchema, response: loads } },
    async (request) => editLoad({ db, jobs, clock }, currentUser(request), request.params.id, request.body),
  );

  // a GET because the spec says so; the bearer header (never a cookie) authorizes it, so a link cannot
  app.get(
    '/loads/cancel/:id',
    { config: { access: carriers }, schema: { params: IdParamsSchema, response: loads } },
    async (request) => cancelLoad({ db, jobs, clock }, currentUser(request), request.params.id),
  );

  app.post(
    '/loads/remove-car/:id',
    { config: { access: carriers }, schema: { params: IdParamsSchema, body: LoadCarInputSchema, response: loads } },
    async (request) => removeLoadCar({ db, jobs, clock }, currentUser(request), request.params.id, request.body.car_id),
  );

  // path not in the spec ("add car: path not shown"): decision 025
  app.post(
    '/loads/add-car/:id',
    { config: { access: carriers }, schema: { params: IdParamsSchema, body: LoadCarInputSchema, response: loads } },
    async (request) => addLoadCar({ db, jobs, clock }, currentUser(request), request.params.id, request.body.car_id),
  );

  app.post(
    '/transport-companies/view-available-drivers',
    {
      config: { access: carriers, reads: true },
      schema: { body: AvailableTeamInputSchema, response: replies({ 200: AvailableDriversSchema }) },
    },
    async (request) => availableDrivers({ db }, currentUser(request)),
  );

  app.post(
    '/transport-companies/view-available-vehicles',
    {
      config: { access: carriers, reads: true },
      schema: { body: AvailableTeamInputSchema, response: replies({ 200: AvailableVehiclesSchema }) },
    },
    async (request) => availableVehicles({ db }, currentUser(request), request.body.shipping_method),
  );
};
