import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderRow, AdminOrdersSort, Paged } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type AdminOrdersRequest = {
  page: number;
  search?: string;
  status?: number;
  shipping_method?: number;
  attention: '0' | '1';
  order_by: AdminOrdersSort;
  order_direction: 'asc' | 'desc';
};

export const adminOrdersKeys = {
  all: ['admin', 'orders'] as const,
  list: (request: AdminOrdersRequest) => [...adminOrdersKeys.all, request] as const,
};

/** GET /admin/orders: every order for the operator, searched, filtered, sorted and paged. */
export const getAdminOrders = (request: AdminOrdersRequest, signal?: AbortSignal) =>
  api.get<Paged<AdminOrderRow>>('/admin/orders', { query: request, signal });

export const adminOrdersQueryOptions = (request: AdminOrdersRequest) =>
  queryOptions({
    queryKey: adminOrdersKeys.list(request),
    queryFn: ({ signal }) => getAdminOrders(request, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (request: AdminOrdersRequest) => useQuery(adminOrdersQueryOptions(request));
