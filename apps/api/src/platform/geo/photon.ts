import { formatPlaceLabel, isCountry, normaliseProvince, parseAddressQuery, type Place } from '@routier/domain';
import { z } from 'zod';
import type { Geocoder } from './geocoder.js';

const FeatureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z
    .object({
      osm_type: z.string(),
      osm_id: z.number(),
      type: z.string(),
      name: z.string(),
      housenumber: z.string(),
      street: z.string(),
      postcode: z.string(),
      city: z.string(),
      district: z.string(),
      locality: z.string(),
      state: z.string(),
      countrycode: z.string(),
    })
    .partial(),
});
const ResponseSchema = z.object({ features: z.array(z.unknown()) });
type Feature = z.infer<typeof FeatureSchema>;

const CITY_TYPES = new Set(['city', 'town', 'village', 'hamlet']);

const toPlace = (f: Feature, typedStreet: string | null): Place | null => {
  const p = f.properties;
  const country = p.countrycode?.toUpperCase();
  if (!isCountry(country)) return null;
  const province = normaliseProvince(p.state, country);
  const city = p.city ?? (p.type && CITY_TYPES.has(p.type) ? p.name : undefined) ?? p.locality;
  if (!province || !city) return null;
  const ownStreet = p.street ? [p.housenumber, p.street].filter(Boolean).join(' ') : null;
  const street = ownStreet ?? (p.name && p.name !== city ? p.name : null) ?? typedStreet;
  const zip = p.postcode ?? null;
  const [lng, lat] = f.geometry.coordinates;
  return {
    place_id: `osm:${p.osm_type ?? ''}${p.osm_id ?? `${lat},${lng}`}`,
    label: formatPlaceLabel({ street, city, province, zip_code: zip }),
    address: street ?? formatPlaceLabel({ city, province, zip_code: zip }),
    city,
    sublocality: p.district ?? (p.locality !== city ? (p.locality ?? null) : null),
    province,
    country,
    zip_code: zip,
    lat,
    lng,
  };
};

/**
 * A Photon-compatible geocoder (photon.komoot.io or a self-hosted one): GET {url}/api?q=…&limit=…
 * answers GeoJSON features. Photon cannot filter by country, so more are asked and filtered here.
 */
export const createPhotonGeocoder = (baseUrl: string, timeoutMs = 5000): Geocoder => ({
  kind: 'photon',
  search: async (query, { countries, limit }) => {
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/api`);
    url.searchParams.set('q', query);
    url.searchParams.set('limit', String(Math.min(50, limit * 3)));
    const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) throw Object.assign(new Error(`Geocoder answered ${res.status}`), { statusCode: 503 });
    const body = ResponseSchema.parse(await res.json());
    const typedStreet = parseAddressQuery(query).street;
    const places: Place[] = [];
    const seen = new Set<string>();
    for (const raw of body.features) {
      const feature = FeatureSchema.safeParse(raw);
      const place = feature.success ? toPlace(feature.data, typedStreet) : null;
      if (!place || !countries.includes(place.country) || seen.has(place.label)) continue;
      seen.add(place.label);
      places.push(place);
    }
    return places.slice(0, limit);
  },
});
