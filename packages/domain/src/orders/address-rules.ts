import { Msg } from '../common/messages.js';
import type { Country } from '../geo/place-types.js';
import { AddressType } from './enums.js';

// Without zod, so pages read these rules and names without loading it (the schemas use them too).

/** US shipping types (the header's US Shipping button): snowbirds and export, values 1 and 2 as carriers filter them. */
export const UsExternalType = { Snowbirds: 1, Export: 2 } as const;
export type UsExternalType = (typeof UsExternalType)[keyof typeof UsExternalType];
export const US_EXTERNAL_TYPES = Object.values(UsExternalType);

export const ADDRESS_TYPES = Object.values(AddressType);
export const ADDRESS_TYPE_KEYS: Record<AddressType, string> = {
  1: 'dealership',
  2: 'residential',
  3: 'auction',
  4: 'commercialBusiness',
  5: 'compoundYard',
  6: 'terminal',
};

/** Letters must be Latin (accents allowed: "Montréal"); Cyrillic, Greek, CJK… are refused ("englishChars"). */
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;
export const hasOnlyEnglishCharacters = (value: string) => !NON_LATIN_LETTER.test(value);

type AddressLike = {
  address: string;
  city: string;
  country: Country;
  lat: number;
  lng: number;
  zip_code: string | null;
  company?: string | null;
};

export type AddressIssue = { path: 'from' | 'to'; message: Msg };

/** The same place: equal coordinates (to about 10 m) or the same street line and postal code. */
const samePlace = (a: AddressLike, b: AddressLike) =>
  (Math.abs(a.lat - b.lat) < 1e-4 &&
    Math.abs(a.lng - b.lng) < 1e-4 &&
    a.address.trim().toLowerCase() === b.address.trim().toLowerCase()) ||
  (a.address.trim().toLowerCase() === b.address.trim().toLowerCase() && (a.zip_code ?? '') === (b.zip_code ?? ''));

/**
 * Which countries an end may be in. Without a US shipping type both ends are Canadian. With one, one end
 * is Canadian and the other American: once the pickup is chosen the destination is locked to the other
 * country.
 */
export const allowedCountries = (
  end: 'from' | 'to',
  usExternalType: number | null | undefined,
  pickupCountry?: Country | null,
): Country[] => {
  if (!usExternalType) return ['CA'];
  if (end === 'from' || !pickupCountry) return ['CA', 'US'];
  return [pickupCountry === 'CA' ? 'US' : 'CA'];
};

/**
 * The address step's rules (customer-side §5): English characters only, a postal code at each end, a
 * destination different from the pickup, Canada only without a US shipping type, and one Canadian and
 * one US end with one.
 */
export const addressPairIssues = (
  from: AddressLike | null | undefined,
  to: AddressLike | null | undefined,
  usExternalType: number | null | undefined,
): AddressIssue[] => {
  const issues: AddressIssue[] = [];
  const ends = [
    ['from', from],
    ['to', to],
  ] as const;
  for (const [path, end] of ends) {
    if (!end) issues.push({ path, message: Msg.isRequired });
    else if (![end.address, end.city, end.company ?? ''].every(hasOnlyEnglishCharacters))
      issues.push({ path, message: Msg.englishChars });
    else if (!end.zip_code) issues.push({ path, message: Msg.selectAddressWithPostalCode });
  }
  if (issues.length || !from || !to) return issues;
  if (samePlace(from, to)) return [{ path: 'to', message: Msg.sameDestination }];
  if (usExternalType) {
    if (from.country === to.country) return [{ path: 'to', message: Msg.canadaUsAddress }];
  } else {
    if (from.country !== 'CA') return [{ path: 'from', message: Msg.sameCountryAddress }];
    if (to.country !== 'CA') return [{ path: 'to', message: Msg.sameCountryAddress }];
  }
  return issues;
};
