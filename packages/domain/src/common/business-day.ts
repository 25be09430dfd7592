import { localParts, zoneFormatter } from '../pricing/local-time.js';

/**
 * Routier's business time zone. Due dates, lateness and on-time delivery are calendar days in Canada,
 * counted on Toronto's wall clock (the marketplace's own days, as the statistics and invoice years are).
 * Every "today", "this month" and "this year" that means a business day is read here, never in UTC.
 */
export const BUSINESS_TIME_ZONE = 'America/Toronto';

/** The calendar day (YYYY-MM-DD) an instant falls on in the business's time zone. */
export const businessDayOf = (at: Date, timeZone: string = BUSINESS_TIME_ZONE): string => localParts(at, timeZone).date;

/** Today in the business's time zone (YYYY-MM-DD); `now` is the app's clock (`deps.clock()`). */
export const businessToday = (now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): string =>
  businessDayOf(now, timeZone);

/** The month (YYYY-MM) an instant falls in, in the business's time zone. */
export const businessMonth = (now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): string =>
  businessDayOf(now, timeZone).slice(0, 7);

/** The year an instant falls in, in the business's time zone (invoice numbers, dashboards' January). */
export const businessYear = (now: Date = new Date(), timeZone: string = BUSINESS_TIME_ZONE): number =>
  Number(businessDayOf(now, timeZone).slice(0, 4));

/** Minutes the zone's clock is ahead of UTC at an instant (Toronto: -300 in winter, -240 in summer). */
export const zoneOffsetMinutes = (at: Date, timeZone: string): number => {
  const formatter = zoneFormatter(timeZone, 'offset');
  const name = formatter.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
};

/** The instant a calendar day (YYYY-MM-DD) begins in the business's time zone (its midnight on Toronto's clock). */
export const businessDayStart = (day: string, timeZone: string = BUSINESS_TIME_ZONE): Date => {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - zoneOffsetMinutes(new Date(utcMidnight), timeZone) * 60_000;
  return new Date(utcMidnight - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000);
};
