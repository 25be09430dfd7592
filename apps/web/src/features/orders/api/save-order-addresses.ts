import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAddressInput, OrderDetail } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { orderKeys } from './get-order';

export type OrderAddressesBody = {
  from: OrderAddressInput;
  to: OrderAddressInput;
  origin_type_id: number;
  destination_type_id: number;
  cars_amount: 1;
  us_external_type: number | null;
};

/** POST /orders (a new draft) or PUT /orders/{id} (its addresses while editable). */
export const saveOrderAddresses = async (orderId: number | null, body: OrderAddressesBody): Promise<OrderDetail> =>
  orderId === null
    ? (await api.post<{ id: number; order: OrderDetail }>('/orders', body)).order
    : api.put<OrderDetail>(`/orders/${orderId}`, body);

export const useSaveOrderAddresses = (orderId: number | null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderAddressesBody) => saveOrderAddresses(orderId, body),
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(order.id), order);
      void client.invalidateQueries({ queryKey: ['orders', 'my'] });
    },
  });
};
