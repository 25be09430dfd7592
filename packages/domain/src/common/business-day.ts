import { localParts } from '../pricing/local-time.js';

/**
 * Routier's business time zone. Due dates, lateness and on-time delivery are calendar days in Canada,
 * counted on Toronto's wall clock (the marketplace's own days, as the statistics and invoice years are).
 */
export const BUSINESS_TIME_ZONE = 'America/Toronto';

/** The calendar day (YYYY-MM-DD) an instant falls on in the business's time zone. */
export const businessDayOf = (at: Date, timeZone: string = BUSINESS_TIME_ZONE): string => localParts(at, timeZone).date;

/** Today in the business's time zone (YYYY-MM-DD), from the app's clock. */
export const businessToday = (clock: () => Date, timeZone: string = BUSINESS_TIME_ZONE): string =>
  businessDayOf(clock(), timeZone);
