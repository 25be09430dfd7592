import { routeDistanceKm, type LatLng } from './distance.js';

/** Road distance between two points in km, or null when no route could be determined. */
export type RouteDistance = { kind: 'great-circle' | 'osrm'; distanceKm: (from: LatLng, to: LatLng) => Promise<number | null> };

/** Offline default: great-circle distance × ROAD_FACTOR (1.2, see distance.ts); never fails for valid points. */
export const createGreatCircleRoute = (): RouteDistance => ({
  kind: 'great-circle',
  distanceKm: async (from, to) => {
    const km = routeDistanceKm(from, to);
    return Number.isFinite(km) ? km : null;
  },
});

const OSRM_TIMEOUT_MS = 4000;

/**
 * An OSRM-compatible router (`ROUTER_URL`, e.g. https://router.project-osrm.org): the driving distance of its
 * first route. No route, a timeout or an error answer is null ("Failed to determine route").
 */
export const createOsrmRoute = (baseUrl: string, fetchImpl: typeof fetch = fetch): RouteDistance => ({
  kind: 'osrm',
  distanceKm: async (from, to) => {
    const url = `${baseUrl.replace(/\/$/, '')}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`;
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(OSRM_TIMEOUT_MS) });
      if (!res.ok) return null;
      const body = (await res.json()) as { code?: string; routes?: { distance?: number }[] };
      const metres = body.code === 'Ok' ? body.routes?.[0]?.distance : undefined;
      return typeof metres === 'number' && Number.isFinite(metres) ? metres / 1000 : null;
    } catch {
      return null;
    }
  },
});

/** ROUTER_URL set → that OSRM server; unset → great-circle × road factor. */
export const createRouteDistance = (env: NodeJS.ProcessEnv = process.env): RouteDistance => {
  const url = env.ROUTER_URL?.trim();
  return url ? createOsrmRoute(url) : createGreatCircleRoute();
};
