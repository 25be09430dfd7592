/** A carrier's insurance on a day: valid with the days left, expired, or unknown (no expiry date on file). */
export type InsuranceStatus = { state: 'valid'; days_left: number } | { state: 'expired' } | { state: 'missing' };

const DAY_MS = 86_400_000;

/**
 * Insurance status from `business_details.expiry_date` (YYYY-MM-DD) on `today` (YYYY-MM-DD): valid through
 * its expiry day, expired the day after. Without a date on file nothing is known, and nothing is refused.
 */
export const insuranceStatus = (expiry: string | null, today: string): InsuranceStatus => {
  if (!expiry) return { state: 'missing' };
  const days = Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  return days < 0 ? { state: 'expired' } : { state: 'valid', days_left: days };
};

export const isInsuranceExpired = (expiry: string | null, today: string) => insuranceStatus(expiry, today).state === 'expired';

/** The error key (and spec message) when a carrier with expired insurance applies or bids. */
export const INSURANCE_EXPIRED = 'insuranceExpired';
/** The reason of the 403 (errors namespace). */
export const INSURANCE_EXPIRED_MESSAGE = 'account.insurance_expired';
