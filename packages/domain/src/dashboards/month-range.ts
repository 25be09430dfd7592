import { Msg } from '../common/messages.js';
import { businessDayStart, businessMonth, businessYear } from '../common/business-day.js';

/**
 * Dashboards pick a range of whole months (spec §2): from January of the current year at the earliest to
 * the current month at the latest, start before or at end. Months are 'YYYY-MM' and counted on the business's
 * clock (America/Toronto), the same calendar for every instance and every reader: an order completed on
 * March 31 at 22:00 in Ontario counts in March.
 */
export type MonthRange = { start: string; end: string };
export type MonthRangeField = 'start_date' | 'end_date';

const MONTH = /^(\d{4})-(\d{2})$/;

const parts = (month: string): { year: number; month: number } => {
  const m = MONTH.exec(month);
  if (!m) throw new RangeError(`not a month: ${month}`);
  return { year: Number(m[1]), month: Number(m[2]) };
};

const format = (year: number, month: number): string => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** A month moved by n months (negative: back). */
export const addMonths = (month: string, n: number): string => {
  const p = parts(month);
  const index = p.year * 12 + (p.month - 1) + n;
  return format(Math.floor(index / 12), (index % 12) + 1);
};

/** How many months a range covers, both ends included. */
export const monthCount = (range: MonthRange): number => {
  const s = parts(range.start);
  const e = parts(range.end);
  return (e.year - s.year) * 12 + (e.month - s.month) + 1;
};

/** Every month of a range, in order. */
export const monthsOf = (range: MonthRange): string[] =>
  Array.from({ length: Math.max(0, monthCount(range)) }, (_, i) => addMonths(range.start, i));

/** The months a picker may offer today: January of this year to this month. */
export const monthRangeBounds = (today: Date): MonthRange => ({ start: `${businessYear(today)}-01`, end: businessMonth(today) });

/** The range a dashboard opens with: this year to date. */
export const defaultMonthRange = (today: Date): MonthRange => monthRangeBounds(today);

/** What is wrong with a range today, per field (empty: valid). */
export const monthRangeErrors = (range: MonthRange, today: Date): Partial<Record<MonthRangeField, Msg>> => {
  const bounds = monthRangeBounds(today);
  const errors: Partial<Record<MonthRangeField, Msg>> = {};
  if (range.start < bounds.start || range.start > bounds.end) errors.start_date = Msg.outOfRange;
  if (range.end < bounds.start || range.end > bounds.end) errors.end_date = Msg.outOfRange;
  else if (!errors.start_date && range.start > range.end) errors.end_date = Msg.outOfRange;
  return errors;
};

/** The period a range is compared with: as many months, just before it (Mar–May → Dec–Feb). */
export const previousPeriod = (range: MonthRange): MonthRange => {
  const n = monthCount(range);
  return { start: addMonths(range.start, -n), end: addMonths(range.start, -1) };
};

/** The same months one year earlier (the chart's last_year line). */
export const sameMonthsLastYear = (range: MonthRange): MonthRange => ({
  start: addMonths(range.start, -12),
  end: addMonths(range.end, -12),
});

/** A range as instants: [first day of start, first day after end), each at midnight on Toronto's clock. */
export const monthRangeInstants = (range: MonthRange): { from: Date; to: Date } => {
  parts(range.start);
  return { from: businessDayStart(`${range.start}-01`), to: businessDayStart(`${addMonths(range.end, 1)}-01`) };
};
