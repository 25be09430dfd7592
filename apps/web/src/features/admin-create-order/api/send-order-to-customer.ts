import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /admin/orders/{id}/send: the prepared order goes to its customer, who pays it (or confirms it for invoice). */
export const sendOrderToCustomer = (id: number) => api.post<{ message: string }>(`/admin/orders/${id}/send`);

export const useSendOrderToCustomer = (id: number) => useMutation({ mutationFn: () => sendOrderToCustomer(id) });
