import type { Delta } from './delta.js';

/** The months a dashboard answered for, and the period its deltas compare with (YYYY-MM). */
export type DashboardRange = { start_date: string; end_date: string };

/** One month of the chart: this year's value and the same month's value a year earlier. */
export type DashboardChartPoint = { interval: string; current_year: number; last_year: number };

export type OrdersByType = { drive_away: number; flatbed: number; haul_away: number };

/**
 * POST /dashboard/dealer. Money in dollars. total_spend: what the business paid for the orders booked in the
 * range (price + fuel fee + taxes, as charged; cancelled orders excluded). orders_completed: delivered in the
 * range. orders_by_type: orders booked in the range by method (enclosed counts as haul away).
 * orders_in_progress (booked, not yet delivered) and awaiting_quotes (status 9 and 11) are counts of today.
 * The chart is the spend per month.
 */
export type DealerDashboard = {
  range: DashboardRange;
  previous_range: DashboardRange;
  total_spend: number;
  orders_completed: number;
  orders_by_type: OrdersByType;
  orders_in_progress: number;
  awaiting_quotes: number;
  delta: { total_spend: Delta; orders_completed: Delta } & Record<keyof OrdersByType, Delta>;
  chart: DashboardChartPoint[];
};

/**
 * POST /dashboard/transport-company. net_revenue: what the company earns for the jobs it completed in the
 * range (its price + fuel fee, + the bonus when on time). late_orders: jobs completed in the range after
 * their due date, plus open jobs due in the range and overdue today. orders_in_progress: open jobs today
 * (booked, in progress, delayed). rating_average: customers' ratings given in the range (null: none).
 * The chart is the net revenue per month.
 */
export type TransportCompanyDashboard = {
  range: DashboardRange;
  previous_range: DashboardRange;
  net_revenue: number;
  orders_completed: number;
  orders_in_progress: number;
  late_orders: number;
  rating_average: number | null;
  total_reviews: number;
  delta: { net_revenue: Delta; orders_completed: Delta; late_orders: Delta };
  chart: DashboardChartPoint[];
};

/**
 * POST /dashboard/transport-company/stats, over the jobs completed in the range: by method (enclosed apart),
 * cars delivered, the share delivered on time (null: none completed), the average days from acceptance to
 * delivery and the average revenue per job (dollars).
 */
export type TransportCompanyStats = {
  range: DashboardRange;
  jobs_by_method: OrdersByType & { enclosed: number };
  cars_delivered: number;
  on_time_percent: number | null;
  average_days_to_deliver: number | null;
  average_revenue_per_job: number | null;
};
