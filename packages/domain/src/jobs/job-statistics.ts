import type { JobStatistics } from './job-responses.js';

export const JOB_STATISTICS_KEYS = [
  'orders_in_progress',
  'pending_quote_requests',
  'late_orders',
  'unassigned_loads',
  'upcoming_delivery',
  'upcoming_pickups',
  'active_dispatchers',
  'active_drivers',
] as const satisfies readonly (keyof JobStatistics)[];

/** How far ahead the upcoming cards look. */
export const UPCOMING_DAYS = 7;

/** YYYY-MM-DD plus a number of days. */
export const shiftIsoDay = (isoDay: string, days: number): string =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
