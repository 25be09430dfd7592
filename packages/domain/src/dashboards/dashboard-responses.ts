import { z } from 'zod';

export const DeltaSchema = z.object({ previous: z.number(), change: z.number(), percent: z.number().nullable() });

/** The months a dashboard answered for, and the period its deltas compare with (YYYY-MM). */
export const DashboardRangeSchema = z.object({ start_date: z.string(), end_date: z.string() });
export type DashboardRange = z.infer<typeof DashboardRangeSchema>;

/** One month of the chart: this year's value and the same month's value a year earlier. */
export const DashboardChartPointSchema = z.object({ interval: z.string(), current_year: z.number(), last_year: z.number() });
export type DashboardChartPoint = z.infer<typeof DashboardChartPointSchema>;

export const OrdersByTypeSchema = z.object({
  drive_away: z.number().int(),
  flatbed: z.number().int(),
  haul_away: z.number().int(),
});
export type OrdersByType = z.infer<typeof OrdersByTypeSchema>;

/**
 * POST /dashboard/dealer. Money in dollars. total_spend: what the business paid for the orders booked in the
 * range (price + fuel fee + taxes, as charged; cancelled orders excluded), plus the cancellation fees of the
 * orders cancelled in the range (decision 054). cancellation_fees and refunded: the fees kept and the amounts
 * given back for the cancellations in the range. orders_completed: delivered in the
 * range. orders_by_type: orders booked in the range by method (enclosed counts as haul away).
 * orders_in_progress (booked, not yet delivered) and awaiting_quotes (status 9 and 11) are counts of today.
 * The chart is the spend per month (cancellation fees included).
 */
export const DealerDashboardSchema = z.object({
  range: DashboardRangeSchema,
  previous_range: DashboardRangeSchema,
  total_spend: z.number(),
  cancellation_fees: z.number(),
  refunded: z.number(),
  orders_completed: z.number().int(),
  orders_by_type: OrdersByTypeSchema,
  orders_in_progress: z.number().int(),
  awaiting_quotes: z.number().int(),
  delta: z.object({
    total_spend: DeltaSchema,
    orders_completed: DeltaSchema,
    drive_away: DeltaSchema,
    flatbed: DeltaSchema,
    haul_away: DeltaSchema,
  }),
  chart: z.array(DashboardChartPointSchema),
});
export type DealerDashboard = z.infer<typeof DealerDashboardSchema>;

/**
 * POST /dashboard/transport-company. net_revenue: what the company earns for the jobs it completed in the
 * range (its price + fuel fee, + the bonus when on time). late_orders: jobs completed in the range after
 * their due date, plus open jobs due in the range and overdue today. orders_in_progress: open jobs today
 * (booked, in progress, delayed). rating_average: customers' ratings given in the range (null: none).
 * The chart is the net revenue per month.
 */
export const TransportCompanyDashboardSchema = z.object({
  range: DashboardRangeSchema,
  previous_range: DashboardRangeSchema,
  net_revenue: z.number(),
  orders_completed: z.number().int(),
  orders_in_progress: z.number().int(),
  late_orders: z.number().int(),
  /** the company's jobs their customer cancelled in the months (decision 057) */
  orders_cancelled: z.number().int(),
  rating_average: z.number().nullable(),
  total_reviews: z.number().int(),
  delta: z.object({
    net_revenue: DeltaSchema,
    orders_completed: DeltaSchema,
    late_orders: DeltaSchema,
    orders_cancelled: DeltaSchema,
  }),
  chart: z.array(DashboardChartPointSchema),
});
export type TransportCompanyDashboard = z.infer<typeof TransportCompanyDashboardSchema>;

/**
 * POST /dashboard/transport-company/stats, over the jobs completed in the range: by method (enclosed apart),
 * cars delivered, the share delivered on time (null: none completed), the average days from acceptance to
 * delivery and the average revenue per job (dollars).
 */
export const TransportCompanyStatsSchema = z.object({
  range: DashboardRangeSchema,
  jobs_by_method: OrdersByTypeSchema.extend({ enclosed: z.number().int() }),
  cars_delivered: z.number().int(),
  on_time_percent: z.number().nullable(),
  average_days_to_deliver: z.number().nullable(),
  average_revenue_per_job: z.number().nullable(),
});
export type TransportCompanyStats = z.infer<typeof TransportCompanyStatsSchema>;
