import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminFuelFeeClaimRow,
  AdminOrderMoney,
  AdminPaymentsSort,
  MoneyPayment,
  Paged,
  PaymentRefund,
  PaymentRefundInput,
} from '@routier/domain';
import { api } from '../../../lib/api-client';

export type PaymentsRequest = {
  order_by: AdminPaymentsSort;
  order_direction: 'asc' | 'desc';
  page: number;
  keyword?: string;
};

export const moneyKeys = {
  all: ['admin-money'] as const,
  order: (id: number) => ['admin-money', 'order', id] as const,
  payments: (request: PaymentsRequest) => ['admin-money', 'payments', request] as const,
};

/** GET /admin/orders/{id}/money: the order's charges, refunds, coupon, invoices, statement and fuel claims. */
export const useOrderMoney = (orderId: number) =>
  useQuery(
    queryOptions({
      queryKey: moneyKeys.order(orderId),
      queryFn: ({ signal }) => api.get<AdminOrderMoney>(`/admin/orders/${orderId}/money`, { signal }),
    }),
  );

/** GET /admin/payments: the accountant's payments and refunds. */
export const usePayments = (request: PaymentsRequest) =>
  useQuery(
    queryOptions({
      queryKey: moneyKeys.payments(request),
      queryFn: ({ signal }) => api.get<Paged<MoneyPayment>>('/admin/payments', { query: request, signal }),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /admin/payments/{id}/refunds; then the order's money, its audit and the lists are read again. */
export const useRefundPayment = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: PaymentRefundInput & { paymentId: number }) =>
      api.post<PaymentRefund>(`/admin/payments/${paymentId}/refunds`, body),
    onSuccess: () => client.invalidateQueries(),
  });
};

/** PUT /admin/fuel-fee-claims/{id}/approve {reason?} or /refuse {reason}. */
export const useDecideClaim = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason: string }) =>
      api.put<AdminFuelFeeClaimRow>(
        `/admin/fuel-fee-claims/${id}/${approve ? 'approve' : 'refuse'}`,
        approve ? (reason ? { reason } : {}) : { reason },
      ),
    onSuccess: () => client.invalidateQueries(),
  });
};
