import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

/** GET /orders/{id}: 403 and 404 are the caller's to handle (the wizard redirects). */
export const getOrder = (id: number, signal?: AbortSignal) => api.get<OrderDetail>(`/orders/${id}`, { signal, silent: true });

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal), retry: false });

export const useOrder = (id: number | null) => useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
