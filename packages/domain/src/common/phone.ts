import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { NANP_PHONE_METADATA } from './phone-metadata.js';

/**
 * North-American numbers are read as Canadian unless they carry their own country code. Only the +1
 * countries' rules are bundled (scripts/phone-metadata.mjs): any other country code is invalid here.
 */
const DEFAULT_COUNTRY = 'CA';
const NORTH_AMERICAN_CALLING_CODE = '1';

const groupDigits = (d: string): string => {
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
};

/**
 * A valid North-American number written in any common way ("+1 (416) 555-0199",
 * "1-416-555-0199", "416.555.0199") in the national format the spec stores and shows
 * (###-###-####); null when it is not a valid North-American number or carries an extension.
 */
export const toNationalPhone = (raw: string): string | null => {
  const parsed = parsePhoneNumberFromString(raw, DEFAULT_COUNTRY, NANP_PHONE_METADATA);
  if (!parsed || parsed.countryCallingCode !== NORTH_AMERICAN_CALLING_CODE) return null;
  if (parsed.ext || !parsed.isValid()) return null;
  return groupDigits(parsed.nationalNumber);
};

/**
 * Formats what the user types or pastes as ###-###-####. North-American area codes never start
 * with 1, so a leading 1 (or +1) is the country code and is dropped; a number with another
 * country code is left as typed so validation can say it is not a valid phone number.
 */
export const maskPhone = (raw: string): string => {
  const text = raw.trim();
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+') && !digits.startsWith(NORTH_AMERICAN_CALLING_CODE)) return text.slice(0, 20);
  if (digits === NORTH_AMERICAN_CALLING_CODE) return text.startsWith('+') ? '+1' : '1';
  const national = digits.startsWith(NORTH_AMERICAN_CALLING_CODE) ? digits.slice(1) : digits;
  return groupDigits(national.slice(0, 10));
};
