import { useQuery } from '@tanstack/react-query';
import type { FuelFeeClaimList } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const jobFuelClaimKeys = { order: (orderId: number) => ['jobs', 'fuel-fee-claims', orderId] as const };

/** GET /orders/{id}/fuel-fee-claims: the fuel fees the company claimed on the job, and what became of them. */
export const useJobFuelClaims = (orderId: number) =>
  useQuery({
    queryKey: jobFuelClaimKeys.order(orderId),
    queryFn: ({ signal }) => api.get<FuelFeeClaimList>(`/orders/${orderId}/fuel-fee-claims`, { signal, silent: true }),
    retry: false,
    enabled: Number.isInteger(orderId) && orderId > 0,
  });
