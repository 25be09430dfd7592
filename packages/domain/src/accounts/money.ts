/** The largest insurance amount accepted: $20,000,000 (cents stay within a 32-bit integer column). */
export const MAX_INSURANCE_DOLLARS = 20_000_000;

/**
 * A money amount as typed (spec §5): "$1,250,000.50", "1 250 000,50" is NOT accepted (one notation: "$" prefix,
 * "," thousands separators, "." and at most 2 decimals), or a number. Integer cents, or null when unreadable.
 */
export const parseMoneyCents = (value: unknown): number | null => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const cents = Math.round(value * 100);
    return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
  }
  if (typeof value !== 'string') return null;
  const s = value.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(s)) return null;
  const [whole, fraction = ''] = s.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Cents as the dollars the API sends (2 decimals). */
export const moneyDollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);
