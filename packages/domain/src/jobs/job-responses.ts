import { z } from 'zod';
import { PlaceSummarySchema } from '../common/responses.js';
import { OrderStatus, ShippingMethod } from '../orders/enums.js';

/** A row of GET /orders/active/{filter} (carrier active jobs). Price is the carrier's price with fuel fee. */
export const ActiveJobSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(OrderStatus),
  status_name: z.string(),
  is_express: z.boolean(),
  is_enclosed: z.boolean(),
  is_antique: z.boolean(),
  shipping_method: z.enum(ShippingMethod).nullable(),
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  accepted_by_tc_at: z.string().nullable(),
  from: PlaceSummarySchema,
  to: PlaceSummarySchema,
  cars_amount: z.number().int(),
  price: z.number().nullable(),
});
export type ActiveJobRow = z.infer<typeof ActiveJobSchema>;

/**
 * GET /orders/active-statistics: the transport company's cards above its active jobs (spec §2).
 * Counts of jobs the company holds, except the last two (its active team members).
 */
export const JobStatisticsSchema = z.object({
  /** started jobs: in progress or delayed */
  orders_in_progress: z.number().int(),
  /** auto-dispatch quote requests waiting for this company */
  pending_quote_requests: z.number().int(),
  /** not completed and past their due date */
  late_orders: z.number().int(),
  /** active jobs with at least one car that no live (assigned or accepted) load carries */
  unassigned_loads: z.number().int(),
  /** active jobs due within the next 7 days */
  upcoming_delivery: z.number().int(),
  /** jobs not started whose cars are available within the next 7 days */
  upcoming_pickups: z.number().int(),
  active_dispatchers: z.number().int(),
  active_drivers: z.number().int(),
});
export type JobStatistics = z.infer<typeof JobStatisticsSchema>;

/** POST /orders/locations: cities of the caller's jobs that contain the typed text. */
export const LocationSuggestionsSchema = z.array(z.string());
