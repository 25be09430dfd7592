import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyOrderRow, MyOrdersFilter, MyOrdersSort, Paged } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type MyOrdersRequest = {
  filter: MyOrdersFilter;
  order_by: MyOrdersSort;
  order_direction: 'asc' | 'desc';
  page: number;
  vin?: string;
};

export const myOrdersKeys = {
  all: ['orders', 'my'] as const,
  list: (request: MyOrdersRequest) => [...myOrdersKeys.all, request] as const,
};

/** POST /orders/all/{filter}: the signed-in customer's orders (his sub-dealers' too for a dealer). */
export const getMyOrders = ({ filter, ...body }: MyOrdersRequest, signal?: AbortSignal) =>
  api.post<Paged<MyOrderRow>>(`/orders/all/${filter}`, body, { signal });

export const myOrdersQueryOptions = (request: MyOrdersRequest) =>
  queryOptions({ queryKey: myOrdersKeys.list(request), queryFn: ({ signal }) => getMyOrders(request, signal) });

export const useMyOrders = (request: MyOrdersRequest) => useQuery(myOrdersQueryOptions(request));
