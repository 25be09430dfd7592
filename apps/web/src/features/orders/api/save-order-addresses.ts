import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderAddressInput, OrderDetail } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { wizardCall, type GuestAccess } from '../../../lib/guest-order';
import { orderKeys } from './get-order';

export type OrderAddressesBody = {
  from: OrderAddressInput;
  to: OrderAddressInput;
  origin_type_id: number;
  destination_type_id: number;
  cars_amount: number;
  us_external_type: number | null;
};

/** POST /orders (a new draft) or PUT /orders/{id} (its addresses while editable). */
export const saveOrderAddresses = async (
  orderId: number | null,
  body: OrderAddressesBody,
  guest: GuestAccess | null = null,
): Promise<OrderDetail> =>
  orderId === null
    ? (await api.post<{ id: number; order: OrderDetail }>('/orders', body)).order
    : wizardCall<OrderDetail>(guest, ['PUT', `/orders/${orderId}`], ['PUT', `/orders/${orderId}`], body);

/** POST /guests/orders: a visitor's new draft, with the solved captcha; answers the order and its access hash. */
export const createGuestOrder = (body: OrderAddressesBody & { altcha: string }) =>
  api.post<{ id: number; hash: string; order: OrderDetail }>('/guests/orders', body);

export const useSaveOrderAddresses = (orderId: number | null, guest: GuestAccess | null = null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderAddressesBody) => saveOrderAddresses(orderId, body, guest),
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(order.id), order);
      void client.invalidateQueries({ queryKey: ['orders', 'my'] });
    },
  });
};
