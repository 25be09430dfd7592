import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoadSteps } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { driverLoadsKeys } from './get-driver-loads';

export const loadStepsKeys = { all: ['loads', 'status'] as const };
export const loadStepsKey = (id: number) => [...loadStepsKeys.all, id] as const;

/** GET /loads/status/{id}: the load's progress steps. */
export const useLoadSteps = (id: number) =>
  useQuery({
    queryKey: loadStepsKey(id),
    queryFn: ({ signal }) => api.get<LoadSteps>(`/loads/status/${id}`, { signal }),
  });

/**
 * PUT /loads/status/{id} {from}: the next step from the one the page shows (409 `load.step_stale` when the
 * load moved meanwhile); then the steps (and the driver's load) reload.
 */
export const useAdvanceLoad = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (from: number) => api.put<LoadSteps>(`/loads/status/${id}`, { from }, { silent: true }),
    onSuccess: (steps) => client.setQueryData(loadStepsKey(id), steps),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: loadStepsKey(id) });
      void client.invalidateQueries({ queryKey: driverLoadsKeys.all });
    },
  });
};
