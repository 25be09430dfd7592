import { useQuery } from '@tanstack/react-query';
import type { QuoteInfo } from '@routier/domain';
import { api, ApiError } from '../../../lib/api-client';

export const autoDispatchKeys = {
  all: ['auto-dispatch'] as const,
  info: (orderId: number) => ['auto-dispatch', 'info', orderId] as const,
  requests: () => ['auto-dispatch', 'requests'] as const,
  quotes: (orderId: number, sort: string) => ['auto-dispatch', 'quotes', orderId, sort] as const,
};

/** GET /auto-dispatch/quote-info/{id}: the request as a carrier sees it (404 not its, 409 no longer open). */
export const useQuoteInfo = (orderId: number) =>
  useQuery({
    queryKey: autoDispatchKeys.info(orderId),
    queryFn: ({ signal }) => api.get<QuoteInfo>(`/auto-dispatch/quote-info/${orderId}`, { signal, silent: true }),
    enabled: Number.isInteger(orderId) && orderId > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
