import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { NANP_PHONE_METADATA } from './phone-metadata.js';
import { groupDigits, NORTH_AMERICAN_CALLING_CODE } from './phone-mask.js';

// The mask lives apart (phone-mask.ts) so a phone input does not download the phone-number rules.
export { maskPhone } from './phone-mask.js';

/**
 * North-American numbers are read as Canadian unless they carry their own country code. Only the +1
 * countries' rules are bundled (scripts/phone-metadata.mjs): any other country code is invalid here.
 */
const DEFAULT_COUNTRY = 'CA';

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
