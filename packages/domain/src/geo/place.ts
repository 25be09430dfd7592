import { z } from 'zod';
import { Msg, text } from '../common/validation.js';
import { COUNTRIES, GEO_SEARCH_MAX_LIMIT, GEO_SEARCH_MIN_LENGTH, isCountry, type Country } from './place-types.js';

export const PlaceSchema = z.object({
  place_id: z.string().min(1).max(255),
  label: z.string().min(1).max(500),
  address: z.string().trim().min(1).max(255),
  city: z.string().max(120),
  sublocality: z.string().max(255).nullable(),
  province: z.string().regex(/^[A-Z]{2}$/),
  country: z.enum(COUNTRIES),
  zip_code: z.string().max(20).nullable(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** `countries=CA,US` query value → list of countries (an unknown code is an error). */
export const CountriesParamSchema = text({ max: 20 }).transform((v, ctx): Country[] => {
  const list = v
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  if (list.length === 0 || !list.every(isCountry)) {
    ctx.addIssue({ code: 'custom', message: Msg.invalidChoice });
    return z.NEVER;
  }
  return [...new Set(list)];
});

export const GeoSearchQuerySchema = z.object({
  q: text({ max: 200, required: true, min: GEO_SEARCH_MIN_LENGTH }),
  countries: CountriesParamSchema.default(['CA', 'US']),
  limit: z.coerce.number().int().min(1).max(GEO_SEARCH_MAX_LIMIT).default(8),
});
export type GeoSearchQuery = z.infer<typeof GeoSearchQuerySchema>;
