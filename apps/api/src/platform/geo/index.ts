import { createGazetteerGeocoder } from './gazetteer.js';
import type { Geocoder } from './geocoder.js';
import { createPhotonGeocoder } from './photon.js';

export type { Geocoder, SearchOptions } from './geocoder.js';
export { greatCircleKm, routeDistanceKm, ROAD_FACTOR, type LatLng } from './distance.js';

/**
 * GEOCODER_URL set (a Photon-compatible server, e.g. https://photon.komoot.io) → that provider;
 * unset → the built-in gazetteer of Canadian FSAs, US ZIPs and cities.
 */
export const createGeocoder = (env: NodeJS.ProcessEnv = process.env): Geocoder => {
  const url = env.GEOCODER_URL?.trim();
  return url ? createPhotonGeocoder(url) : createGazetteerGeocoder();
};
export { createRouteDistance, createGreatCircleRoute, createOsrmRoute, type RouteDistance } from './route.js';
