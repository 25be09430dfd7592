import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@routier/domain';
import { wizardCall, type GuestAccess } from '../../../lib/guest-order';
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
  /** auto dispatch: centimetres and kilograms (1 to 50 000), null when not given */
  width?: number | null;
  height?: number | null;
  length?: number | null;
  weight?: number | null;
};
export type OrderCarsBody = { cars: CarBody[]; start_at: string };

/** POST /cars/batch-edit/{orderId}: the order's cars and start date. */
export const saveOrderCars = (orderId: number, body: OrderCarsBody, guest: GuestAccess | null = null) =>
  wizardCall<OrderDetail>(guest, ['POST', `/cars/batch-edit/${orderId}`], ['PUT', `/orders/cars/${orderId}`], body);

export const useSaveOrderCars = (orderId: number, guest: GuestAccess | null = null) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCarsBody) => saveOrderCars(orderId, body, guest),
    onSuccess: (order) => client.setQueryData(orderKeys.detail(order.id), order),
  });
};
