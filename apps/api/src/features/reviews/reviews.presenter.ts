import { reviewerName, type OrderRating, type Review } from '@routier/domain';
import type { RatingRow } from '../../db/schema/index.js';

export const presentOrderRating = (r: RatingRow): OrderRating => ({
  type: r.type,
  rating: r.rating,
  feedback: r.feedback,
  created_at: r.createdAt.toISOString(),
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
