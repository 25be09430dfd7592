import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { text } from '../common/validation.js';
import { directionField, pageField } from '../lists/paging.js';
import { dayField } from '../pricing/pricing.schemas.js';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The longest feedback a customer may leave with his stars. */
export const FEEDBACK_MAX_LENGTH = 1000;

/** Spec §4 (customer side): 1 to 5 whole stars. */
export const ratingField = () =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? Msg.isRequired : Msg.invalidValue) })
    .int(Msg.invalidValue)
    .min(RATING_MIN, Msg.outOfRange)
    .max(RATING_MAX, Msg.outOfRange);

/** POST /orders/ratings/{id}/dealer: the stars and an optional feedback (empty means none). */
export const RateOrderInputSchema = z.object({
  rating: ratingField(),
  feedback: text({ max: FEEDBACK_MAX_LENGTH, multiline: true })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type RateOrderInput = z.input<typeof RateOrderInputSchema>;
export type RateOrderValues = z.output<typeof RateOrderInputSchema>;

export const REVIEW_SORTS = ['created_at', 'rating', 'order_id'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** Spec §6: reviews default to 10 a page. */
export const REVIEWS_PER_PAGE = 10;
export const REVIEWS_MAX_PER_PAGE = 50;

const invalid = { error: Msg.invalidChoice };

/**
 * POST /dashboard/transport-company/ratings: the caller's reviews, optionally between two days (inclusive),
 * paged and sorted.
 */
export const ReviewsQuerySchema = z
  .object({
    start_date: dayField().nullish(),
    end_date: dayField().nullish(),
    page: pageField(),
    per_page: z.coerce.number(invalid).int(invalid).min(1, invalid).max(REVIEWS_MAX_PER_PAGE, invalid).default(REVIEWS_PER_PAGE),
    sort_by: z.enum(REVIEW_SORTS, invalid).default('created_at'),
    sort_order: directionField('desc'),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: Msg.invalidValue,
    path: ['end_date'],
  });
export type ReviewsQuery = z.input<typeof ReviewsQuerySchema>;
export type ReviewsQueryValues = z.output<typeof ReviewsQuerySchema>;
