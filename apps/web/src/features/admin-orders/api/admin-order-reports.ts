import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminIssueReports, OrderLogRead, ReportResolved, ResolveReportInput } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { adminOrdersKeys } from './get-admin-orders';

const reportsKey = (id: number) => [...adminOrdersKeys.all, 'reports', id] as const;

/** GET /admin/orders/{id}/reports: the order's issue and delay reports, resolved or not. */
export const useAdminOrderReports = (orderId: number) =>
  useQuery({
    queryKey: reportsKey(orderId),
    queryFn: ({ signal }) => api.get<AdminIssueReports>(`/admin/orders/${orderId}/reports`, { signal }),
  });

/** POST /admin/issue-reports/{id}/resolve; the order (its attention and audit) and the lists are refetched after it. */
export const useResolveReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ResolveReportInput }) =>
      api.post<ReportResolved>(`/admin/issue-reports/${id}/resolve`, input),
    onSettled: () => client.invalidateQueries({ queryKey: adminOrdersKeys.all }),
  });
};

/**
 * The operator opened the order's page, and with it both chat threads: their customers' and carriers' messages are
 * read (POST /order-logs/{id}/read), so the order no longer needs attention for them.
 */
export const useMarkChatsRead = (orderId: number, enabled: boolean) => {
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: () => api.post<OrderLogRead>(`/order-logs/${orderId}/read`, {}, { silent: true }),
    onSuccess: (res) => {
      if (res.read > 0) void client.invalidateQueries({ queryKey: adminOrdersKeys.all });
    },
  });
  useEffect(() => {
    if (enabled) mutate();
  }, [enabled, orderId, mutate]);
};
