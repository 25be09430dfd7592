import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DriversSort, Paged, TeamDriver } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type DriversRequest = { order_by: DriversSort; order_direction: 'asc' | 'desc'; page: number };

export const teamKeys = {
  all: ['team'] as const,
  drivers: () => [...teamKeys.all, 'drivers'] as const,
  driverList: (request: DriversRequest) => [...teamKeys.drivers(), 'list', request] as const,
  driver: (id: number) => [...teamKeys.drivers(), 'one', id] as const,
  vehicles: () => [...teamKeys.all, 'vehicles'] as const,
};

/** GET /transport-companies/view-drivers: the company's drivers, deleted ones included. */
export const getDrivers = (query: DriversRequest, signal?: AbortSignal) =>
  api.get<Paged<TeamDriver>>('/transport-companies/view-drivers', { query, signal });

export const useDrivers = (request: DriversRequest) =>
  useQuery(
    queryOptions({
      queryKey: teamKeys.driverList(request),
      queryFn: ({ signal }) => getDrivers(request, signal),
      placeholderData: keepPreviousData,
    }),
  );
