import type { OrderDetail, ShippingMethod } from '@routier/domain';
import { api } from '../../../lib/api-client';
import type { OrderAddressesBody } from '../../../features/orders/api/save-order-addresses';
import type { OrderCarsBody } from '../../../features/orders/api/save-order-cars';

/** POST /auto-dispatch (a new auto-dispatch draft) or PUT /auto-dispatch/{id} (its addresses). */
export const saveAutoDispatchAddresses = async (orderId: number | null, body: OrderAddressesBody): Promise<OrderDetail> =>
  orderId === null
    ? (await api.post<{ id: number; order: OrderDetail }>('/auto-dispatch', body)).order
    : api.put<OrderDetail>(`/auto-dispatch/${orderId}`, body);

/** POST /auto-dispatch/v2/cars/{id}: the cars, their dimensions and weight, and the start date. */
export const saveAutoDispatchCars = (orderId: number, body: OrderCarsBody) =>
  api.post<OrderDetail>(`/auto-dispatch/v2/cars/${orderId}`, body);

/** POST /auto-dispatch/v2/shipping-method/{id}: the transportation type (enclosed travels as haul away + enclosed). */
export const saveAutoDispatchMethod = (orderId: number, method: ShippingMethod) =>
  api.post<OrderDetail>(`/auto-dispatch/v2/shipping-method/${orderId}`, {
    shipping_method: method === 4 ? 3 : method,
    enclosed: method === 4,
  });

export type AutoDispatchQuoteRequest = { needed_by_date: string | null };

/** POST /auto-dispatch/v2/{id}: the quote request, flexible (no date) or priority (a deliver-by date). */
export const sendAutoDispatchQuoteRequest = (orderId: number, { needed_by_date }: AutoDispatchQuoteRequest) =>
  api.post(`/auto-dispatch/v2/${orderId}`, {
    type: needed_by_date ? 'priority' : 'flexible',
    needed_by_date: needed_by_date ? needed_by_date.replace(/-/g, '/') : null,
  });
