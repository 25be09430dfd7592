import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewsQuery, ReviewsResponse } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const reviewsKeys = {
  all: ['reviews'] as const,
  list: (query: ReviewsQuery) => [...reviewsKeys.all, query] as const,
};

/** POST /dashboard/transport-company/ratings: the company's reviews, average, newest ones and chart. */
export const reviewsQueryOptions = (query: ReviewsQuery) =>
  queryOptions({
    queryKey: reviewsKeys.list(query),
    queryFn: ({ signal }) => api.post<ReviewsResponse>('/dashboard/transport-company/ratings', query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useReviews = (query: ReviewsQuery) => useQuery(reviewsQueryOptions(query));
