import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged, TeamVehicle, VehiclesSort } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { teamKeys } from './get-drivers';

export type VehiclesRequest = { order_by: VehiclesSort; order_direction: 'asc' | 'desc'; page: number };

/** GET /transport-companies/view-vehicles: the company's vehicles, removed ones included. */
export const getVehicles = (query: VehiclesRequest, signal?: AbortSignal) =>
  api.get<Paged<TeamVehicle>>('/transport-companies/view-vehicles', { query, signal });

export const useVehicles = (request: VehiclesRequest) =>
  useQuery({
    queryKey: [...teamKeys.vehicles(), request],
    queryFn: ({ signal }) => getVehicles(request, signal),
    placeholderData: keepPreviousData,
  });
