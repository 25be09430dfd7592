import { foldText } from './fold-text.js';
import type { Country } from './place-types.js';
import { parsePostalCode, splitTrailingPostalCode, type PostalCode } from './postal-code.js';
import { countryOfProvince, normaliseProvince } from './province-names.js';

export type AddressQuery = {
  /** what precedes the city: "100 King St W" */
  street: string | null;
  /** the city as typed (perhaps unfinished: "Tor") */
  city: string | null;
  /** 2-letter province or state code */
  province: string | null;
  postal: PostalCode | null;
  country: Country | null;
};

const COUNTRY_NAMES: Record<string, Country> = {
  canada: 'CA',
  usa: 'US',
  us: 'US',
  'united states': 'US',
  'united states of america': 'US',
  'etats unis': 'US',
};

const startsWithNumber = (s: string) => /^\d/.test(s);

/**
 * "Toronto ON", "Quebec City Québec" → the trailing province and what precedes it. In a lone segment
 * a 2-letter code must be upper case, so "New Me" (on the way to "New Mexico") stays a city.
 */
const splitTrailingProvince = (segment: string, strictCodes: boolean): { rest: string; province: string } | null => {
  const words = segment.split(/\s+/);
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const tail = words.slice(-n).join(' ');
    if (strictCodes && /^[a-z]{2}$/i.test(tail) && tail !== tail.toUpperCase()) continue;
    const province = normaliseProvince(tail);
    if (province) return { rest: words.slice(0, -n).join(' '), province };
  }
  return null;
};

/**
 * Splits what a person types in an address box into its parts, e.g.
 * "100 King St W, Toronto, ON M5H 2N2" → street "100 King St W", city "Toronto", province "ON",
 * postal "M5H 2N2". A lone segment is a street when it starts with a number, else a city
 * ("Quebec" and "New York" stay cities); a lone postal code is just that.
 */
export const parseAddressQuery = (text: string): AddressQuery => {
  const result: AddressQuery = { street: null, city: null, province: null, postal: null, country: null };
  const whole = parsePostalCode(text);
  if (whole) return { ...result, postal: whole, country: whole.country };

  const segments = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const last = segments.at(-1);
  if (segments.length > 1 && last && COUNTRY_NAMES[foldText(last)]) {
    result.country = COUNTRY_NAMES[foldText(last)];
    segments.pop();
  }

  const tail = segments.at(-1);
  if (tail) {
    const trailing = splitTrailingPostalCode(tail);
    if (trailing && (trailing.rest || segments.length > 1)) {
      result.postal = trailing.postal;
      segments[segments.length - 1] = trailing.rest;
      if (!trailing.rest) segments.pop();
    }
  }

  const provinceSegment = segments.at(-1);
  if (provinceSegment && (segments.length > 1 || result.postal)) {
    const whole = normaliseProvince(provinceSegment);
    if (whole) {
      result.province = whole;
      segments.pop();
    }
  }
  const citySegment = segments.at(-1);
  if (!result.province && citySegment && !startsWithNumber(citySegment)) {
    const split = splitTrailingProvince(citySegment, segments.length === 1 && !result.postal);
    if (split?.rest) {
      result.province = split.province;
      segments[segments.length - 1] = split.rest;
    }
  }

  if (segments.length === 1 && startsWithNumber(segments[0])) result.street = segments[0];
  else if (segments.length >= 1) {
    result.city = segments.at(-1) ?? null;
    result.street = segments.slice(0, -1).join(', ') || null;
  }
  result.country ??= result.province ? countryOfProvince(result.province) : (result.postal?.country ?? null);
  return result;
};
