import { useQuery } from '@tanstack/react-query';
import type { OrderInspections } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** GET /orders/{id}/inspections: each car's task and its pickup and delivery inspections. */
export const useOrderInspections = (orderId: number, live: boolean, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['orders', 'inspections', orderId],
    queryFn: ({ signal }) => api.get<OrderInspections>(`/orders/${orderId}/inspections`, { signal }),
    // photo links are signed for an hour; while the cars move, the task steps change
    staleTime: 60_000,
    refetchInterval: live ? 60_000 : 30 * 60_000,
  });
