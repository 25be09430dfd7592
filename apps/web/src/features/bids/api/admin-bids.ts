import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBidRow, AdminBidsSort, BidDecided, Paged } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type AdminBidsRequest = { order_by: AdminBidsSort; order_direction: 'asc' | 'desc'; page: number; status?: number };

const adminBidsKeys = { all: ['admin', 'bids'] as const };

/** GET /admin/bids: every bid, pending first. */
export const useAdminBids = (request: AdminBidsRequest) =>
  useQuery({
    queryKey: [...adminBidsKeys.all, request],
    queryFn: ({ signal }) => api.get<Paged<AdminBidRow>>('/admin/bids', { query: request, signal }),
    placeholderData: keepPreviousData,
  });

/** POST /admin/bids/{id}/accept or /decline. */
export const useDecideBid = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'accept' | 'decline' }) =>
      api.post<BidDecided>(`/admin/bids/${id}/${decision}`, undefined, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminBidsKeys.all }),
  });
};
