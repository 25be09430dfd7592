import { z } from 'zod';
import { CarModelsQuerySchema, CUSTOMER_ROLES, VinDecodeInputSchema, VinsDecodeInputSchema } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { createVinDecoder } from '../../platform/vin/index.js';
import { decodeVin, decodeVins, getCatalogue } from './vehicles-catalogue.service.js';

const customers = { roles: CUSTOMER_ROLES };

const DecodedSchema = z.object({
  vin: z.string(),
  make: z.string(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  type: z.number().int().nullable(),
});

/** The car catalogue (year → make → model) and VIN decoding for the vehicle step. */
export const vehiclesCatalogueRoutes: FeatureRoutes = (app, { clock }) => {
  const deps = { vin: createVinDecoder(process.env, clock), clock };

  app.get(
    '/cars/models',
    {
      config: { access: customers },
      schema: {
        querystring: CarModelsQuerySchema,
        response: replies({
          200: z.object({ years: z.array(z.number().int()), makes: z.array(z.string()), models: z.array(z.string()) }),
        }),
      },
    },
    async (request) => getCatalogue(deps, request.query),
  );

  app.post(
    '/vin',
    { config: { access: customers }, schema: { body: VinDecodeInputSchema, response: replies({ 200: DecodedSchema }) } },
    async (request) => decodeVin(deps, request.body.vin),
  );

  app.post(
    '/vins',
    {
      config: { access: customers },
      schema: {
        body: VinsDecodeInputSchema,
        response: replies({ 200: z.object({ data: z.array(z.object({ vin: z.string(), decoded: DecodedSchema.nullable() })) }) }),
      },
    },
    async (request) => decodeVins(deps, request.body.vins),
  );
};
