import { useQuery } from '@tanstack/react-query';
import type { CarrierOrderDetail } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** GET /orders/{id} as the carrier sees it: the job's number and cars (the reports page until the job page hosts them). */
export const useCarrierOrder = (orderId: number) =>
  useQuery({
    queryKey: ['order-requests', 'carrier-order', orderId] as const,
    queryFn: ({ signal }) => api.get<CarrierOrderDetail>(`/orders/${orderId}`, { signal }),
    retry: false,
  });
