import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DealerDashboard, MonthRange, TransportCompanyDashboard, TransportCompanyStats } from '@routier/domain';
import { api } from '../../../lib/api-client';

const body = (range: MonthRange) => ({ start_date: range.start, end_date: range.end });

export const dashboardKeys = {
  all: ['dashboards'] as const,
  dealer: (range: MonthRange) => ['dashboards', 'dealer', range.start, range.end] as const,
  company: (range: MonthRange) => ['dashboards', 'transport-company', range.start, range.end] as const,
  stats: (range: MonthRange) => ['dashboards', 'transport-company', 'stats', range.start, range.end] as const,
};

/** POST /dashboard/dealer: the dealer's figures for the months. */
export const dealerDashboardQueryOptions = (range: MonthRange) =>
  queryOptions({
    queryKey: dashboardKeys.dealer(range),
    queryFn: ({ signal }) => api.post<DealerDashboard>('/dashboard/dealer', body(range), { signal }),
    // the figures of the previous months stay while the new ones load: the page does not jump
    placeholderData: keepPreviousData,
  });

/** POST /dashboard/transport-company: the company's figures for the months. */
export const companyDashboardQueryOptions = (range: MonthRange) =>
  queryOptions({
    queryKey: dashboardKeys.company(range),
    queryFn: ({ signal }) => api.post<TransportCompanyDashboard>('/dashboard/transport-company', body(range), { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /dashboard/transport-company/stats: the extra statistics for the months. */
export const companyStatsQueryOptions = (range: MonthRange) =>
  queryOptions({
    queryKey: dashboardKeys.stats(range),
    queryFn: ({ signal }) => api.post<TransportCompanyStats>('/dashboard/transport-company/stats', body(range), { signal }),
    placeholderData: keepPreviousData,
  });

export const useDealerDashboard = (range: MonthRange) => useQuery(dealerDashboardQueryOptions(range));
export const useCompanyDashboard = (range: MonthRange) => useQuery(companyDashboardQueryOptions(range));
export const useCompanyStats = (range: MonthRange) => useQuery(companyStatsQueryOptions(range));
