import { isDateInBounds } from '../common/dates.js';
import { CarType } from './enums.js';
import { ORDER_FILE_EXTENSIONS } from './release-form.js';

// Without zod, so pages read these rules and names without loading it (the schemas use them too).

export const MIN_CARS = 1;
export const MAX_CARS = 100;
export const VIN_LENGTH = 17;
export const MIN_VEHICLE_YEAR = 1901;
export const NOTES_MAX_LENGTH = 120;
export const DIMENSION_MAX = 50_000;

export const CAR_TYPES = Object.values(CarType);
export const CAR_TYPE_KEYS: Record<CarType, string> = {
  1: 'sedan',
  2: 'van',
  3: 'suv',
  4: 'suvXl',
  5: 'pickup',
  6: 'hdPickup',
  7: 'commercial',
};

/** 17 letters and digits without I, O and Q (they read like 1 and 0). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** What the VIN box keeps of what is typed or pasted: upper case, at most 17 characters. */
export const normalizeVinInput = (value: string) => value.toUpperCase().replace(/\s+/g, '').slice(0, VIN_LENGTH);
export const isValidVin = (vin: string) => VIN_PATTERN.test(vin);

/** Spec: a year from 1901 up to next year on the vehicle step. */
export const maxVehicleYear = (now: Date = new Date()) => now.getUTCFullYear() + 1;

/** YYYY/MM/DD, YYYY.MM.DD or YYYY-MM-DD → YYYY-MM-DD (a real calendar day within the shared date bounds). */
export const parseEntryDate = (value: string): string | null => {
  const m = /^(\d{4})[/.-](\d{2})[/.-](\d{2})$/.exec(value.trim());
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) return null;
  return isDateInBounds(iso) ? iso : null;
};

/** The day before `today` (YYYY-MM-DD). */
export const dayBefore = (today: string) => new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Start date rule: not earlier than yesterday (a load available since yesterday is still fine today). */
export const isStartDateAllowed = (startAt: string, today: string) => startAt >= dayBefore(today);

export const VIN_SUGGESTION_MAX_LENGTH = 16;

/** Car files, release forms and chat files (customer-side §5), for the browser's file picker. */
export const ORDER_FILE_ACCEPT = ORDER_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');
