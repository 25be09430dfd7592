import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFuelFeeClaimRow, Paged } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const fuelClaimKeys = {
  all: ['fuel-fee-claims'] as const,
  admin: (status: 'pending' | 'all', page: number) => ['fuel-fee-claims', 'admin', status, page] as const,
};

/** GET /admin/fuel-fee-claims: pending first, each with a signed link to its receipt. */
export const useAdminFuelClaims = (status: 'pending' | 'all', page: number) =>
  useQuery({
    queryKey: fuelClaimKeys.admin(status, page),
    queryFn: ({ signal }) =>
      api.get<Paged<AdminFuelFeeClaimRow>>(`/admin/fuel-fee-claims?status=${status}&page=${page}`, { signal }),
    placeholderData: (previous) => previous,
  });

/** PUT /admin/fuel-fee-claims/{id}/approve {reason?} or /refuse {reason}. */
export const useDecideFuelClaim = () => {
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
