import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { adminOrdersKeys } from './get-admin-orders';

export const adminOrderKeys = { one: (id: number) => [...adminOrdersKeys.all, 'one', id] as const };

/** GET /admin/orders/{id}: one order as the operator's list shows it. The page says itself when it is missing or failed. */
export const adminOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminOrderKeys.one(id),
    queryFn: ({ signal }) => api.get<AdminOrderDetail>(`/admin/orders/${id}`, { signal, silent: true }),
  });

export const useAdminOrder = (id: number) => useQuery(adminOrderQueryOptions(id));
