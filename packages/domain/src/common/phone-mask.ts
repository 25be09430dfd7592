export const NORTH_AMERICAN_CALLING_CODE = '1';

/** ###-###-#### from up to ten digits. */
export const groupDigits = (d: string): string => {
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
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
