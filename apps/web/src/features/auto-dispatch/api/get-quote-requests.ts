import { useQuery } from '@tanstack/react-query';
import type { QuoteRequestsResponse } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { autoDispatchKeys } from './get-quote-info';

/** GET /auto-dispatch/quote-requests: the open requests matching the carrier's company. */
export const useQuoteRequests = () =>
  useQuery({
    queryKey: autoDispatchKeys.requests(),
    queryFn: ({ signal }) => api.get<QuoteRequestsResponse>('/auto-dispatch/quote-requests', { signal, silent: true }),
  });
