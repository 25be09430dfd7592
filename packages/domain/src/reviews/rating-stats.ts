import { businessMonth } from '../common/business-day.js';
import { OrderStatus } from '../orders/enums.js';
import type { ReviewsChartPoint } from './review-responses.js';

/** docs/architecture.md, Product rules: a completed order nobody confirmed is confirmed by the system this long after delivery. */
export const AUTO_CONFIRM_AFTER_DAYS = 7;
const DAY_MS = 86_400_000;

/** Orders completed at or before this instant are due for automatic confirmation. */
export const autoConfirmCutoff = (now: Date): Date => new Date(now.getTime() - AUTO_CONFIRM_AFTER_DAYS * DAY_MS);

/** Whether the customer is asked to rate: a completed order without a rating (spec: the modal opens by itself). */
export const awaitsRating = (order: { status: number; ratings: readonly unknown[] }) =>
  order.status === OrderStatus.Completed && order.ratings.length === 0;

/** An average to one decimal place, as stars are shown (4.3); null without ratings. */
export const roundAverage = (average: number | null): number | null => (average === null ? null : Math.round(average * 10) / 10);

/** YYYY-MM of a day, or of an instant on Toronto's clock. */
export const monthOf = (date: Date | string): string => (typeof date === 'string' ? date.slice(0, 7) : businessMonth(date));

/** The chart never spans more months than this (the newest ones are kept). */
export const CHART_MAX_MONTHS = 24;

/** Every month from `from` to `to` (YYYY-MM, inclusive), at most CHART_MAX_MONTHS, the newest kept. */
export const monthsBetween = (from: string, to: string): string[] => {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  const months: string[] = [];
  for (let y = fy, m = fm; y < ty || (y === ty && m <= tm); m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return months.slice(-CHART_MAX_MONTHS);
};

/** The months a chart covers: the requested range, else the twelve months up to now. */
export const chartMonths = (range: { start: string | null; end: string | null }, now: Date): string[] => {
  const end = range.end ? monthOf(range.end) : monthOf(now);
  if (range.start) return monthsBetween(monthOf(range.start), end);
  const [y, m] = end.split('-').map(Number);
  const start = m === 12 ? `${y}-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}`;
  return monthsBetween(start, end);
};

/** One point per month, zero where no review was left that month. */
export const buildChart = (
  months: string[],
  perMonth: readonly { month: string; count: number; average: number | null }[],
): ReviewsChartPoint[] => {
  const byMonth = new Map(perMonth.map((p) => [p.month, p]));
  return months.map((month) => {
    const p = byMonth.get(month);
    return { month, count: p?.count ?? 0, average_rating: p ? roundAverage(p.average) : null };
  });
};
