/** A rating as the customer's order shows it (customer-side §3 order.ratings). */
export type OrderRating = { type: number; rating: number; feedback: string | null; created_at: string };

/** One review as the transport company reads it (carrier side §3 Review). */
export type Review = {
  id: number;
  order_id: number;
  order_number: string | null;
  rating: number;
  dealer_name: string | null;
  feedback: string | null;
  created_at: string;
};

/** One month of the reviews chart: YYYY-MM, how many reviews and their average (null without any). */
export type ReviewsChartPoint = { month: string; count: number; average_rating: number | null };

/** POST /dashboard/transport-company/ratings (carrier side §3 Ratings response). */
export type ReviewsResponse = {
  data: Review[];
  meta: { average_rating: number | null; total_reviews: number };
  latest_reviews: Review[];
  chart: ReviewsChartPoint[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
};

/** The rating type of a customer rating the transport company that delivered his order. */
export const RatingType = { CustomerRatesCarrier: 1 } as const;
export type RatingType = (typeof RatingType)[keyof typeof RatingType];
