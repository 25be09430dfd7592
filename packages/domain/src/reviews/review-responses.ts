import { z } from 'zod';
import { OrderStatus } from '../orders/enums.js';

/** A rating as the customer's order shows it (customer-side §3 order.ratings). */
export const OrderRatingSchema = z.object({
  type: z.number().int(),
  rating: z.number().int(),
  feedback: z.string().nullable(),
  created_at: z.string(),
});
export type OrderRating = z.infer<typeof OrderRatingSchema>;

/** POST /orders/ratings/{id}/dealer: the order's new status and the stored rating. */
export const RateOrderResultSchema = z.object({
  message: z.string(),
  status: z.enum(OrderStatus),
  status_name: z.string(),
  rating: OrderRatingSchema,
});
export type RateOrderResult = z.infer<typeof RateOrderResultSchema>;

/** One review as the transport company reads it (carrier side §3 Review). */
export const ReviewSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string().nullable(),
  rating: z.number().int(),
  dealer_name: z.string().nullable(),
  feedback: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** One month of the reviews chart: YYYY-MM, how many reviews and their average (null without any). */
export const ReviewsChartPointSchema = z.object({
  month: z.string(),
  count: z.number().int(),
  average_rating: z.number().nullable(),
});
export type ReviewsChartPoint = z.infer<typeof ReviewsChartPointSchema>;

/** POST /dashboard/transport-company/ratings (carrier side §3 Ratings response). */
export const ReviewsResponseSchema = z.object({
  data: z.array(ReviewSchema),
  meta: z.object({ average_rating: z.number().nullable(), total_reviews: z.number().int() }),
  latest_reviews: z.array(ReviewSchema),
  chart: z.array(ReviewsChartPointSchema),
  pagination: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;
