import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarrierOrderDetail } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const carrierOrderKeys = {
  all: ['jobs', 'order'] as const,
  detail: (id: number) => ['jobs', 'order', id] as const,
};

/** GET /orders/{id} as a carrier reads it: 403 and 404 are the page's to handle (it redirects). */
export const getCarrierOrder = (id: number, signal?: AbortSignal) =>
  api.get<CarrierOrderDetail>(`/orders/${id}`, { signal, silent: true });

export const carrierOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: carrierOrderKeys.detail(id),
    queryFn: ({ signal }) => getCarrierOrder(id, signal),
    retry: false,
    // file links are signed for an hour: refresh the job well before they expire
    staleTime: 60_000,
    refetchInterval: 30 * 60_000,
  });

export const useCarrierOrder = (id: number) =>
  useQuery({ ...carrierOrderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
