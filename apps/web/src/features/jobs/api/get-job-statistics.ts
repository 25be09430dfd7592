import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobStatistics } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const STATISTICS_CACHE_KEY = 'routier.jobStatistics';

/** The last statistics seen, shown at once while fresh ones load (spec §9: cached locally). */
const cached = (): JobStatistics | undefined => {
  try {
    const raw = localStorage.getItem(STATISTICS_CACHE_KEY);
    return raw ? (JSON.parse(raw) as JobStatistics) : undefined;
  } catch {
    return undefined;
  }
};

/** GET /orders/active-statistics (transport company only). */
export const jobStatisticsQueryOptions = () =>
  queryOptions<JobStatistics>({
    queryKey: ['jobs', 'statistics'] as const,
    queryFn: async ({ signal }) => {
      const stats = await api.get<JobStatistics>('/orders/active-statistics', { signal });
      try {
        localStorage.setItem(STATISTICS_CACHE_KEY, JSON.stringify(stats));
      } catch {
        /* private mode: nothing cached */
      }
      return stats;
    },
    placeholderData: (): JobStatistics | undefined => cached(),
  });

export const useJobStatistics = (enabled: boolean) => useQuery({ ...jobStatisticsQueryOptions(), enabled });
