import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveJobRow, ActiveJobsFilter, Paged } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type ActiveJobsRequest = {
  filter: ActiveJobsFilter;
  order_by: string;
  order_direction: 'asc' | 'desc';
  page: number;
  keyword?: string;
  location?: string;
};

export const activeJobsKeys = {
  all: ['jobs', 'active'] as const,
  list: (request: ActiveJobsRequest) => [...activeJobsKeys.all, request] as const,
};

/** GET /orders/active/{filter}: the carrier's accepted jobs. */
export const getActiveJobs = ({ filter, ...query }: ActiveJobsRequest, signal?: AbortSignal) =>
  api.get<Paged<ActiveJobRow>>(`/orders/active/${filter}`, { query, signal });

export const activeJobsQueryOptions = (request: ActiveJobsRequest) =>
  queryOptions({ queryKey: activeJobsKeys.list(request), queryFn: ({ signal }) => getActiveJobs(request, signal) });

export const useActiveJobs = (request: ActiveJobsRequest) => useQuery(activeJobsQueryOptions(request));
