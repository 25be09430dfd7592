/**
 * GET /orders/active-statistics: the transport company's cards above its active jobs (spec §2).
 * Counts of jobs the company holds, except the last two (its active team members).
 */
export type JobStatistics = {
  /** started jobs: in progress or delayed */
  orders_in_progress: number;
  /** auto-dispatch quote requests waiting for this company: 0 until auto dispatch exists */
  pending_quote_requests: number;
  /** not completed and past their due date */
  late_orders: number;
  /** active jobs with at least one car that no live (assigned or accepted) load carries */
  unassigned_loads: number;
  /** active jobs due within the next 7 days */
  upcoming_delivery: number;
  /** jobs not started whose cars are available within the next 7 days */
  upcoming_pickups: number;
  active_dispatchers: number;
  active_drivers: number;
};

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
