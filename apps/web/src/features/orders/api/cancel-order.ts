import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancellationQuote, OrderCancelled } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { orderKeys } from './get-order';

/** GET /orders/refund-fee/{id}: what cancelling costs now. */
export const refundFeeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...orderKeys.detail(id), 'refund-fee'] as const,
    queryFn: ({ signal }) => api.get<CancellationQuote>(`/orders/refund-fee/${id}`, { signal }),
    retry: false,
  });

export const useRefundFee = (id: number, enabled: boolean) => useQuery({ ...refundFeeQueryOptions(id), enabled });

/** GET /orders/cancel/{id}: cancels the order (the spec's call is a GET). */
export const useCancelOrder = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<OrderCancelled>(`/orders/cancel/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
};
