import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOrderRequestRow,
  CarIssueReportInput,
  IssueReportResult,
  OrderRequestDetail,
  OrderRequestsState,
  Paged,
} from '@routier/domain';
import { api } from '../../../lib/api-client';

export const orderRequestKeys = {
  all: ['order-requests'] as const,
  state: (orderId: number) => [...orderRequestKeys.all, 'state', orderId] as const,
  admin: (status: 'pending' | 'all', page: number) => [...orderRequestKeys.all, 'admin', status, page] as const,
};

/** GET /order-requests/{orderId}: the caller's requests on the order and what he may ask now. */
export const orderRequestsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderRequestKeys.state(orderId),
    queryFn: ({ signal }) => api.get<OrderRequestsState>(`/order-requests/${orderId}`, { signal, silent: true }),
    retry: false,
  });

export const useOrderRequests = (orderId: number, enabled = true) => useQuery({ ...orderRequestsQueryOptions(orderId), enabled });

/** Every page that shows an order or a request reads again after a change (status, due date, buttons). */
const useRefreshAfter = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries();
};

export type ReportTarget = { kind: 'order' | 'car' | 'load'; id: number };
const REPORT_PATH: Record<ReportTarget['kind'], string> = {
  order: '/orders/report-issue',
  car: '/cars/report-issue',
  load: '/loads/report-issue',
};

/** POST /orders|cars|loads/report-issue/{id}. */
export const useReportIssue = (target: ReportTarget) => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (input: CarIssueReportInput) => api.post<IssueReportResult>(`${REPORT_PATH[target.kind]}/${target.id}`, input),
    onSuccess: refresh,
  });
};

/** POST /orders/cancel-request/{id} {reason}. */
export const useRequestCancellation = (orderId: number) => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (reason: string) => api.post<OrderRequestDetail>(`/orders/cancel-request/${orderId}`, { reason }),
    onSuccess: refresh,
  });
};

/** PUT /orders/{id}/complete: the customer asks an admin to complete the order. */
export const useRequestCompletion = (orderId: number) => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (reason: string | null) => api.put<OrderRequestDetail>(`/orders/${orderId}/complete`, reason ? { reason } : {}),
    onSuccess: refresh,
  });
};

/** GET /admin/order-requests: pending first. */
export const useAdminOrderRequests = (status: 'pending' | 'all', page: number) =>
  useQuery({
    queryKey: orderRequestKeys.admin(status, page),
    queryFn: ({ signal }) =>
      api.get<Paged<AdminOrderRequestRow>>(`/admin/order-requests?status=${status}&page=${page}`, { signal }),
    placeholderData: (previous) => previous,
  });

/** PUT /admin/order-requests/{id}/approve or /decline {comment}. */
export const useResolveOrderRequest = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, approve, comment }: { id: number; approve: boolean; comment?: string }) =>
      approve
        ? api.put<OrderRequestDetail>(`/admin/order-requests/${id}/approve`)
        : api.put<OrderRequestDetail>(`/admin/order-requests/${id}/decline`, comment ? { comment } : {}),
    onSuccess: refresh,
  });
};
