export type LatLng = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371.0088;

/**
 * Roads are longer than the straight line between two points; 1.2 is the usual detour index for
 * road networks (Canadian highway trips measure 1.15–1.3 × the great-circle distance). Used until a
 * routing provider is configured.
 */
export const ROAD_FACTOR = 1.2;

/** Great-circle (haversine) distance in kilometres. */
export const greatCircleKm = (a: LatLng, b: LatLng): number => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Estimated road distance in kilometres: great-circle distance × ROAD_FACTOR. */
export const routeDistanceKm = (a: LatLng, b: LatLng): number => greatCircleKm(a, b) * ROAD_FACTOR;
