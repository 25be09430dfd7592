import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient: QueryClient = new QueryClient({
  // A change can alter what other pages cached: a job applied for joins Active jobs, a booked order changes the
  // lists and the dashboard. After any change that succeeded, everything cached is stale and is fetched again
  // when a page shows it; what is on screen stays until its own mutation refreshes it.
  mutationCache: new MutationCache({ onSuccess: () => queryClient.invalidateQueries({ refetchType: 'none' }) }),
  defaultOptions: {
    queries: {
      // The api client already retries a GET's transient failures; an ApiError is final here.
      retry: (count, error) => !(error instanceof ApiError) && count < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
