import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { orderKeys } from './get-order';

export type CarBody = {
  id: number | null;
  vin: string;
  type: number | null;
  make: string;
  model: string;
  year: number | null;
  is_operable: boolean;
  is_modified: boolean;
  comments: string | null;
  enclosed: boolean;
  is_antique: boolean;
};
export type OrderCarsBody = { cars: CarBody[]; start_at: string };

/** POST /cars/batch-edit/{orderId}: the order's cars and start date. */
export const saveOrderCars = (orderId: number, body: OrderCarsBody) => api.post<OrderDetail>(`/cars/batch-edit/${orderId}`, body);

export const useSaveOrderCars = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCarsBody) => saveOrderCars(orderId, body),
    onSuccess: (order) => client.setQueryData(orderKeys.detail(order.id), order),
  });
};
