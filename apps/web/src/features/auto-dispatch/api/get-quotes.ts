import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteAccepted, QuoteSortField, QuotesResponse } from '@routier/domain';
import { api, ApiError } from '../../../lib/api-client';
import { autoDispatchKeys } from './get-quote-info';

export type QuotesSort = { field: QuoteSortField; order: 'asc' | 'desc' };

/** GET /auto-dispatch/get-offers/{id}?sortField&sortOrder: the customer's quotes. */
export const useQuotes = (orderId: number, sort: QuotesSort, enabled = true) =>
  useQuery({
    enabled,
    queryKey: autoDispatchKeys.quotes(orderId, `${sort.field}:${sort.order}`),
    queryFn: ({ signal }) =>
      api.get<QuotesResponse>(`/auto-dispatch/get-offers/${orderId}?sortField=${sort.field}&sortOrder=${sort.order}`, {
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** GET /auto-dispatch/v2/accept-offer/{id} (a quote id). */
export const useAcceptQuote = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: number) => api.get<QuoteAccepted>(`/auto-dispatch/v2/accept-offer/${quoteId}`, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: autoDispatchKeys.all }),
  });
};
