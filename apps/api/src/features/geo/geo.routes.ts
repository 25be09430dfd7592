import { GeoSearchQuerySchema, PROVINCE_TAXES } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { createGeocoder } from '../../platform/geo/index.js';

/** Public: the address search used by registration, profiles and the order wizard, and the tax table. */
export const geoRoutes: FeatureRoutes = (app) => {
  const geocoder = createGeocoder();

  app.get(
    '/geo/search',
    { schema: { querystring: GeoSearchQuerySchema }, config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request) => {
      const { q, countries, limit } = request.query;
      return { data: await geocoder.search(q, { countries, limit }) };
    },
  );

  app.get('/province-taxes', async () => ({ data: Object.values(PROVINCE_TAXES) }));
};
