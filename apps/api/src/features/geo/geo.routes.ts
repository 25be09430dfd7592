import {
  businessDayOf,
  GeoSearchQuerySchema,
  LocationLookupInputSchema,
  LocationLookupSchema,
  PlaceSearchSchema,
  PROVINCES,
  provinceTax,
  ProvinceTaxesSchema,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { createGeocoder } from '../../platform/geo/index.js';
import { lookUpLocation } from './geo.service.js';

/** Public: the address search used by registration, profiles and the order wizard, and the tax table; signed in: a typed address's place. */
export const geoRoutes: FeatureRoutes = (app, deps) => {
  const geocoder = createGeocoder();

  app.get(
    '/geo/search',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { querystring: GeoSearchQuerySchema, response: replies({ 200: PlaceSearchSchema }) },
    },
    async (request) => {
      const { q, countries, limit } = request.query;
      return { data: await geocoder.search(q, { countries, limit }) };
    },
  );

  // Spec §7 POST /locations: a typed address resolved to one place, for a signed-in user (decision 058).
  app.post(
    '/locations',
    {
      config: { access: {} },
      schema: { body: LocationLookupInputSchema, response: replies({ 200: LocationLookupSchema }) },
    },
    async (request) => lookUpLocation(geocoder, request.body),
  );

  app.get(
    '/province-taxes',
    { config: { access: 'public' }, schema: { response: replies({ 200: ProvinceTaxesSchema }) } },
    // the rates in force on today's business day (the rates table has their dates)
    async () => ({ data: PROVINCES.map((p) => provinceTax(p, businessDayOf(deps.clock()))) }),
  );
};
