import { useQuery } from '@tanstack/react-query';
import type { TeamDriver } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { teamKeys } from './get-drivers';

/** GET /drivers/{id}: one driver of the company (404 for anyone else's: the page says so itself). */
export const getDriver = (id: number, signal?: AbortSignal) => api.get<TeamDriver>(`/drivers/${id}`, { signal, silent: true });

export const useDriver = (id: number) =>
  useQuery({
    queryKey: teamKeys.driver(id),
    queryFn: ({ signal }) => getDriver(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
