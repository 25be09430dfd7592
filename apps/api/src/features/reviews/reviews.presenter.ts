import { z } from 'zod';
import { reviewerName, type OrderRating, type Review } from '@routier/domain';
import type { RatingRow } from '../../db/schema/index.js';

export const OrderRatingSchema = z.object({
  type: z.number().int(),
  rating: z.number().int(),
  feedback: z.string().nullable(),
  created_at: z.string(),
});

export const presentOrderRating = (r: RatingRow): OrderRating => ({
  type: r.type,
  rating: r.rating,
  feedback: r.feedback,
  created_at: r.createdAt.toISOString(),
});

/** POST /orders/ratings/{id}/dealer: the order's new status and the stored rating. */
export const RateOrderResultSchema = z.object({
  message: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  rating: OrderRatingSchema,
});

const ReviewSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string().nullable(),
  rating: z.number().int(),
  dealer_name: z.string().nullable(),
  feedback: z.string().nullable(),
  created_at: z.string(),
});

export const ReviewsResponseSchema = z.object({
  data: z.array(ReviewSchema),
  meta: z.object({ average_rating: z.number().nullable(), total_reviews: z.number().int() }),
  latest_reviews: z.array(ReviewSchema),
  chart: z.array(z.object({ month: z.string(), count: z.number().int(), average_rating: z.number().nullable() })),
  pagination: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});

export type ReviewAuthors = Map<number, Parameters<typeof reviewerName>[0]>;

export const presentReview = (r: RatingRow, authors: ReviewAuthors, orderNumbers: Map<number, string>): Review => {
  const author = r.userId === null ? undefined : authors.get(r.userId);
  return {
    id: r.id,
    order_id: r.orderId,
    order_number: orderNumbers.get(r.orderId) ?? null,
    rating: r.rating,
    dealer_name: author ? reviewerName(author) : null,
    feedback: r.feedback,
    created_at: r.createdAt.toISOString(),
  };
};
