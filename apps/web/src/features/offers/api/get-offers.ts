import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfferFilters, OfferRow, OffersSort, Paged } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/live/live-events';

export type OffersRequest = {
  order_by: OffersSort;
  order_direction: 'asc' | 'desc';
  page: number;
  from_address?: string;
  to_address?: string;
  cars_amount?: number;
  /** comma lists */
  shipping_method?: string;
  province?: string;
};

export const offersKeys = {
  all: ['offers'] as const,
  list: (request: OffersRequest) => [...offersKeys.all, 'list', request] as const,
  filters: () => [...offersKeys.all, 'filters'] as const,
  unseen: () => [...offersKeys.all, 'unseen'] as const,
  detail: (id: number) => [...offersKeys.all, 'detail', id] as const,
};

/** GET /orders/available: the offers open to the caller's company. */
export const getOffers = (query: OffersRequest, signal?: AbortSignal) =>
  api.get<Paged<OfferRow>>('/orders/available', { query, signal });

/** The board refetches when the live channel says an order entered or left it. */
export const useOffers = (request: OffersRequest) => {
  const client = useQueryClient();
  useLiveEvent('offers', () => void client.invalidateQueries({ queryKey: offersKeys.all }));
  return useQuery(
    queryOptions({
      queryKey: offersKeys.list(request),
      queryFn: ({ signal }) => getOffers(request, signal),
      placeholderData: keepPreviousData,
    }),
  );
};

/** GET /orders/available-filters: the company's regions, delivery types and saved filters (the board's choices). */
export const useOfferFilters = () =>
  useQuery({
    queryKey: offersKeys.filters(),
    queryFn: ({ signal }) => api.get<OfferFilters>('/orders/available-filters', { signal }),
    staleTime: 5 * 60_000,
  });
