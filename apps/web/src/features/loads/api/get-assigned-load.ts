import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DriverLoad } from '@routier/domain';
import { api, ApiError } from '../../../lib/api-client';
import { driverLoadsKeys } from './get-driver-loads';

/** GET /loads/assigned/{id}: one of the driver's loads (403 and 404 are the page's to handle). */
export const getAssignedLoad = (id: number, signal?: AbortSignal) =>
  api.get<DriverLoad>(`/loads/assigned/${id}`, { signal, silent: true });

export const useAssignedLoad = (id: number) =>
  useQuery({
    queryKey: driverLoadsKeys.one(id),
    queryFn: ({ signal }) => getAssignedLoad(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => count < 2 && !(error instanceof ApiError && [403, 404].includes(error.status)),
  });

/** PUT /loads/accept/{id} or /loads/reject/{id}: the driver answers an assigned load. */
export const useAnswerLoad = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'accept' | 'reject') => api.put<DriverLoad>(`/loads/${answer}/${id}`),
    onSuccess: (load) => {
      client.setQueryData(driverLoadsKeys.one(id), load);
      void client.invalidateQueries({ queryKey: driverLoadsKeys.all });
    },
  });
};
