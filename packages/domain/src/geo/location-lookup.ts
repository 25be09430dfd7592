import { z } from 'zod';
import { text } from '../common/validation.js';
import { parseAddressQuery } from './address-query.js';
import { foldText } from './fold-text.js';
import { PlaceSchema } from './place.js';
import { COUNTRIES, GEO_SEARCH_MIN_LENGTH } from './place-types.js';
import { parsePostalCode } from './postal-code.js';

/** Spec §9: a place found for a typed address counts when at least half of what both name agrees. */
export const ADDRESS_MATCH_THRESHOLD = 0.5;

type MatchedPlace = { city: string; province: string; zip_code: string | null };

/**
 * How well a place matches a typed address, 0 to 1: of the parts both name (city, province or state, postal
 * code or ZIP), the share that agree (accents and case aside; a postal code by its FSA or 5-digit ZIP).
 */
export const addressMatchScore = (typed: string, place: MatchedPlace): number => {
  const query = parseAddressQuery(typed);
  const checks: boolean[] = [];
  if (query.city && place.city) checks.push(foldText(query.city) === foldText(place.city));
  if (query.province) checks.push(query.province === place.province);
  const placePostal = place.zip_code ? parsePostalCode(place.zip_code) : null;
  if (query.postal && placePostal) checks.push(query.postal.key === placePostal.key);
  if (checks.length === 0) return 0;
  return checks.filter(Boolean).length / checks.length;
};

/** POST /locations: an address as typed, to resolve to one place (decision 058). */
export const LocationLookupInputSchema = /*#__PURE__*/ (() =>
  z.object({
    address: text({ max: 255, required: true, min: GEO_SEARCH_MIN_LENGTH }),
    countries: z.array(z.enum(COUNTRIES)).min(1).max(COUNTRIES.length).default(['CA', 'US']),
  }))();
export type LocationLookupInput = z.infer<typeof LocationLookupInputSchema>;

/** The best place for the address when it matches well enough (else null), with its score. */
export const LocationLookupSchema = z.object({ data: PlaceSchema.nullable(), score: z.number().min(0).max(1) });
export type LocationLookup = z.infer<typeof LocationLookupSchema>;
