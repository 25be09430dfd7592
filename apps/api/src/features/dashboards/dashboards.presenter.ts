import { z } from 'zod';
import { centsToDollars, deltaOf, type Delta, type MonthRange } from '@routier/domain';

const DeltaSchema = z.object({ previous: z.number(), change: z.number(), percent: z.number().nullable() });
const RangeSchema = z.object({ start_date: z.string(), end_date: z.string() });
const ChartSchema = z.array(z.object({ interval: z.string(), current_year: z.number(), last_year: z.number() }));
const ByTypeSchema = z.object({ drive_away: z.number().int(), flatbed: z.number().int(), haul_away: z.number().int() });

/** POST /dashboard/dealer (domain type DealerDashboard). */
export const DealerDashboardSchema = z.object({
  range: RangeSchema,
  previous_range: RangeSchema,
  total_spend: z.number(),
  orders_completed: z.number().int(),
  orders_by_type: ByTypeSchema,
  orders_in_progress: z.number().int(),
  awaiting_quotes: z.number().int(),
  delta: z.object({
    total_spend: DeltaSchema,
    orders_completed: DeltaSchema,
    drive_away: DeltaSchema,
    flatbed: DeltaSchema,
    haul_away: DeltaSchema,
  }),
  chart: ChartSchema,
});

/** POST /dashboard/transport-company (domain type TransportCompanyDashboard). */
export const TransportCompanyDashboardSchema = z.object({
  range: RangeSchema,
  previous_range: RangeSchema,
  net_revenue: z.number(),
  orders_completed: z.number().int(),
  orders_in_progress: z.number().int(),
  late_orders: z.number().int(),
  rating_average: z.number().nullable(),
  total_reviews: z.number().int(),
  delta: z.object({ net_revenue: DeltaSchema, orders_completed: DeltaSchema, late_orders: DeltaSchema }),
  chart: ChartSchema,
});

/** POST /dashboard/transport-company/stats (domain type TransportCompanyStats). */
export const TransportCompanyStatsSchema = z.object({
  range: RangeSchema,
  jobs_by_method: ByTypeSchema.extend({ enclosed: z.number().int() }),
  cars_delivered: z.number().int(),
  on_time_percent: z.number().nullable(),
  average_days_to_deliver: z.number().nullable(),
  average_revenue_per_job: z.number().nullable(),
});

export const presentRange = (range: MonthRange) => ({ start_date: range.start, end_date: range.end });

/** A delta of money kept in cents, shown in dollars (the percent is the same either way). */
export const moneyDelta = (currentCents: number, previousCents: number): Delta => {
  const d = deltaOf(currentCents, previousCents);
  return { ...d, previous: centsToDollars(d.previous), change: centsToDollars(d.change) };
};
