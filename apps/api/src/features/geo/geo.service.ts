import { ADDRESS_MATCH_THRESHOLD, addressMatchScore, type LocationLookup, type LocationLookupInput } from '@routier/domain';
import type { Geocoder } from '../../platform/geo/index.js';

/** How many of the geocoder's places are weighed against the typed address. */
const CANDIDATES = 5;

/**
 * POST /locations (decision 058): an address as typed resolved to one place by the address search the pickers use
 * (the gazetteer, or the geocoding provider): the best-matching place when at least half of what both name agrees
 * (spec §9's threshold 0.5), else none. Nothing is stored: an order keeps its addresses on itself.
 */
export const lookUpLocation = async (geocoder: Geocoder, input: LocationLookupInput): Promise<LocationLookup> => {
  const places = await geocoder.search(input.address, { countries: input.countries, limit: CANDIDATES });
  let best: LocationLookup = { data: null, score: 0 };
  for (const place of places) {
    const score = addressMatchScore(input.address, place);
    if (score > best.score) best = { data: place, score };
  }
  return best.score >= ADDRESS_MATCH_THRESHOLD ? best : { data: null, score: best.score };
};
