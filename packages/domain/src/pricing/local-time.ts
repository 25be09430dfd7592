import type { Province } from '../common/provinces.js';

/** Each province's main time zone (the pickup's local time decides express and business days). */
export const PROVINCE_TIME_ZONES: Record<Province, string> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

/**
 * The time zone of a pickup: its province's, or for a US place the zone of its longitude band
 * (Eastern east of 87.5° W, Central to 101° W, Mountain to 115° W, else Pacific), close enough for a
 * noon cutoff.
 */
export const placeTimeZone = (place: { country: string; province: string; lng: number }): string => {
  if (place.country === 'CA' && place.province in PROVINCE_TIME_ZONES) return PROVINCE_TIME_ZONES[place.province as Province];
  if (place.lng > -87.5) return 'America/New_York';
  if (place.lng > -101) return 'America/Chicago';
  if (place.lng > -115) return 'America/Denver';
  return 'America/Los_Angeles';
};

/** What a zone's formatter is for: the wall clock's date, hour and weekday, or the zone's offset from UTC. */
const ZONE_FORMATS = {
  parts: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', weekday: 'short' }],
  offset: ['en-US', { timeZoneName: 'longOffset' }],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** One formatter per time zone and use: making an Intl.DateTimeFormat costs far more than using one. */
export const zoneFormatter = (timeZone: string, use: keyof typeof ZONE_FORMATS): Intl.DateTimeFormat => {
  const key = `${use}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const [locale, options] = ZONE_FORMATS[use];
    formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  }
  return formatter;
};

/** The wall-clock date (YYYY-MM-DD), hour and weekday (0 Sunday) of an instant in a time zone. */
export const localParts = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    zoneFormatter(timeZone, 'parts')
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, hour: Number(parts.hour), weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
};

export const EXPRESS_CUTOFF_HOUR = 12;

/** Express ordered before 12:00 at the pickup is delivered the same day; later, the next day (spec §9). */
export const isExpressBeforeNoon = (at: Date, timeZone: string): boolean => localParts(at, timeZone).hour < EXPRESS_CUTOFF_HOUR;
