import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderRating, RateOrderInput } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type RateOrderResult = { message: string; status: number; status_name: string; rating: OrderRating };

/** POST /orders/ratings/{id}/dealer: the customer's stars and feedback; the order becomes completed and confirmed. */
export const useRateOrder = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RateOrderInput) => api.post<RateOrderResult>(`/orders/ratings/${orderId}/dealer`, input),
    // the order page, my orders and their counters all change with the status
    onSuccess: () => client.invalidateQueries(),
  });
};
