import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { myOrdersKeys } from './get-my-orders';

/** DELETE /orders/{id}: drafts only. */
export const deleteOrder = (id: number) => api.delete<{ message: string }>(`/orders/${id}`);

export const useDeleteOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: myOrdersKeys.all }),
  });
};
