// Without zod, so pages and rules read these bounds without loading it (the date schemas use them too).

/**
 * The bounds of every calendar date a client sends (start dates, ETAs, quote and delivery dates, expiry,
 * report and export ranges, dashboard months): a year from 2000 to 2100. A date outside is refused with a
 * field error before it reaches the database (PostgreSQL takes 9999-12-31 as a date, but one day later is
 * out of every timestamp range and used to answer 500). Rules that need today (not in the past, not before
 * the load's pickup) add their own, narrower checks.
 */
export const DATE_MIN_YEAR = 2000;
export const DATE_MAX_YEAR = 2100;

/** Whether a YYYY-MM-DD day or a YYYY-MM month lies within the shared bounds. */
export const isDateInBounds = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  return Number.isInteger(year) && year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
};
