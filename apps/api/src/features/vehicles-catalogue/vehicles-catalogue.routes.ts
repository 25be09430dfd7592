import {
  CarCatalogueSchema,
  CarModelsQuerySchema,
  CUSTOMER_ROLES,
  Role,
  GuestHashQuerySchema,
  VinDecodedSchema,
  VinDecodeInputSchema,
  VinsDecodedSchema,
  VinsDecodeInputSchema,
} from '@routier/domain';
import { IdParamsSchema } from '../../lib/id-params.js';
import { guestForOrder } from '../guests/guests.service.js';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { createVinDecoder } from '../../platform/vin/index.js';
import { decodeVin, decodeVins, getCatalogue } from './vehicles-catalogue.service.js';

/** the vehicle step's users: customers, and operators filling it in for a customer (decision 067) */
const customers = { roles: [...CUSTOMER_ROLES, Role.Admin] };

/** The car catalogue (year → make → model) and VIN decoding for the vehicle step. */
export const vehiclesCatalogueRoutes: FeatureRoutes = (app, appDeps) => {
  const { clock } = appDeps;
  const deps = { vin: createVinDecoder(process.env, clock), clock };

  app.get(
    '/cars/models',
    {
      config: { access: customers },
      schema: {
        querystring: CarModelsQuerySchema,
        response: replies({ 200: CarCatalogueSchema }),
      },
    },
    async (request) => getCatalogue(deps, request.query),
  );

  app.post(
    '/vin',
    { config: { access: customers }, schema: { body: VinDecodeInputSchema, response: replies({ 200: VinDecodedSchema }) } },
    async (request) => decodeVin(deps, request.body.vin),
  );

  app.post(
    '/vins',
    {
      config: { access: customers },
      schema: {
        body: VinsDecodeInputSchema,
        response: replies({ 200: VinsDecodedSchema }),
      },
    },
    async (request) => decodeVins(deps, request.body.vins),
  );

  // The same for a guest (spec §7 /guests/vin/{id}, /guests/vins/{id}): `id` is his order, `hash` his token.
  const guestQuery = { params: IdParamsSchema, querystring: GuestHashQuerySchema };
  app.get(
    '/guests/cars/models/:id',
    {
      config: { access: 'public' },
      schema: {
        params: IdParamsSchema,
        querystring: CarModelsQuerySchema.extend(GuestHashQuerySchema.shape),
        response: replies({ 200: CarCatalogueSchema }),
      },
    },
    async (request) => {
      await guestForOrder(appDeps, request.params.id, request.query.hash);
      return getCatalogue(deps, request.query);
    },
  );

  app.post(
    '/guests/vin/:id',
    {
      config: { access: 'public' },
      schema: { ...guestQuery, body: VinDecodeInputSchema, response: replies({ 200: VinDecodedSchema }) },
    },
    async (request) => {
      await guestForOrder(appDeps, request.params.id, request.query.hash);
      return decodeVin(deps, request.body.vin);
    },
  );

  app.post(
    '/guests/vins/:id',
    {
      config: { access: 'public' },
      schema: {
        ...guestQuery,
        body: VinsDecodeInputSchema,
        response: replies({ 200: VinsDecodedSchema }),
      },
    },
    async (request) => {
      await guestForOrder(appDeps, request.params.id, request.query.hash);
      return decodeVins(deps, request.body.vins);
    },
  );
};
