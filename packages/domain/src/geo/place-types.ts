// No zod here: the address field of every form uses these.

export const COUNTRIES = ['CA', 'US'] as const;
export type Country = (typeof COUNTRIES)[number];
export const isCountry = (v: unknown): v is Country => v === 'CA' || v === 'US';

/**
 * A place found by the address search. `address` is the street line to store and show: the street the
 * person typed, or the place's own label when they typed none. `province` is a 2-letter code (Canadian
 * province or US state); `zip_code` is a postal code, FSA or ZIP when known.
 */
export type Place = {
  place_id: string;
  label: string;
  address: string;
  city: string;
  sublocality: string | null;
  province: string;
  country: Country;
  zip_code: string | null;
  lat: number;
  lng: number;
};

export const GEO_SEARCH_MIN_LENGTH = 3;
export const GEO_SEARCH_MAX_LIMIT = 20;
