import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@routier/domain';
import { wizardCall, type GuestAccess } from '../../../lib/guest-order';

export const orderKeys = {
  all: ['orders'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

/** GET /orders/{id}: 403 and 404 are the caller's to handle (the wizard and the order page redirect). */
export const getOrder = (id: number, signal?: AbortSignal, guest: GuestAccess | null = null) =>
  wizardCall<OrderDetail>(guest, ['GET', `/orders/${id}`], ['GET', `/orders/${id}`], undefined, { signal, silent: true });

export const orderQueryOptions = (id: number, guest: GuestAccess | null = null) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal, guest),
    // a 403 or 404 is an answer, not a hiccup
    retry: false,
    // file links are signed for an hour: refresh the order well before they expire
    staleTime: 60_000,
    refetchInterval: 30 * 60_000,
  });

export const useOrder = (id: number | null, guest: GuestAccess | null = null) =>
  useQuery({ ...orderQueryOptions(id ?? 0, guest), enabled: id !== null && Number.isInteger(id) && id > 0 });
