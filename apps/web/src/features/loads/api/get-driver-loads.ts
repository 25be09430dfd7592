import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverLoad, Paged } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const driverLoadsKeys = {
  all: ['loads', 'assigned'] as const,
  page: (page: number) => [...driverLoadsKeys.all, 'page', page] as const,
  one: (id: number) => [...driverLoadsKeys.all, 'one', id] as const,
};

/** GET /loads/assigned: the signed-in driver's loads. */
export const getDriverLoads = (page: number, signal?: AbortSignal) =>
  api.get<Paged<DriverLoad>>('/loads/assigned', { query: { page }, signal });

export const driverLoadsQueryOptions = (page: number) =>
  queryOptions({ queryKey: driverLoadsKeys.page(page), queryFn: ({ signal }) => getDriverLoads(page, signal) });

export const useDriverLoads = (page: number) => useQuery(driverLoadsQueryOptions(page));
