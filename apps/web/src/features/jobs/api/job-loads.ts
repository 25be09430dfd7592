import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateLoadsInput, EditLoadInput, JobLoad } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { activeJobsKeys } from './get-active-jobs';
import { carrierOrderKeys } from './get-carrier-order';

export const jobLoadsKeys = {
  all: ['jobs', 'loads'] as const,
  list: (orderId: number) => ['jobs', 'loads', orderId] as const,
};

/** GET /loads/{orderId}: the job's loads with their drivers, vehicles, cars and steps. */
export const jobLoadsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: jobLoadsKeys.list(orderId),
    queryFn: ({ signal }) => api.get<JobLoad[]>(`/loads/${orderId}`, { signal, silent: true }),
    retry: false,
  });

export const useJobLoads = (orderId: number) => useQuery(jobLoadsQueryOptions(orderId));

/** Every change answers the job's loads: they replace the cached list; the job and the statistics are refetched. */
const useLoadsChange = <TVars>(
  orderId: number,
  call: (vars: TVars) => Promise<JobLoad[]>,
  /** what else the change moves (a load's steps, read under ['loads', …]) */
  alsoRefetch: readonly (readonly unknown[])[] = [],
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (loads) => {
      client.setQueryData(jobLoadsKeys.list(orderId), loads);
      // the cars' statuses on the page and the list follow the loads
      void client.invalidateQueries({ queryKey: carrierOrderKeys.detail(orderId) });
      void client.invalidateQueries({ queryKey: activeJobsKeys.all });
      void client.invalidateQueries({ queryKey: ['jobs', 'statistics'] });
      for (const queryKey of alsoRefetch) void client.invalidateQueries({ queryKey });
    },
  });
};

/** POST /loads/{orderId}. */
export const useCreateLoads = (orderId: number) =>
  useLoadsChange(orderId, (input: CreateLoadsInput) => api.post<JobLoad[]>(`/loads/${orderId}`, input, { silent: true }));

/** PUT /loads/{id}. */
export const useEditLoad = (orderId: number) =>
  useLoadsChange(orderId, ({ loadId, input }: { loadId: number; input: EditLoadInput }) =>
    api.put<JobLoad[]>(`/loads/${loadId}`, input, { silent: true }),
  );

/** GET /loads/cancel/{id} (the spec's call is a GET). */
export const useCancelLoad = (orderId: number) =>
  useLoadsChange(orderId, (loadId: number) => api.get<JobLoad[]>(`/loads/cancel/${loadId}`, { silent: true }));

/** PUT /loads/accept-for-driver/{id}: the company accepts an assigned load in its driver's place. */
export const useAcceptForDriver = (orderId: number) =>
  useLoadsChange(
    orderId,
    (loadId: number) => api.put<JobLoad[]>(`/loads/accept-for-driver/${loadId}`, undefined, { silent: true }),
    // the load's steps start: its step buttons read them again
    [['loads', 'status']],
  );

/** POST /loads/add-car/{id} and /loads/remove-car/{id}. */
export const useChangeLoadCar = (orderId: number) =>
  useLoadsChange(orderId, ({ loadId, carId, action }: { loadId: number; carId: number; action: 'add' | 'remove' }) =>
    api.post<JobLoad[]>(`/loads/${action}-car/${loadId}`, { car_id: carId }, { silent: true }),
  );
