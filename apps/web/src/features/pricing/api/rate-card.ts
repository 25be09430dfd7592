import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RateCard, RateCardPreviewRow } from '@routier/domain';
import { api } from '../../../lib/api-client';

const rateCardKey = ['admin', 'rate-card'] as const;

/** GET /admin/rate-card: the card in force (cents and basis points). */
export const rateCardQueryOptions = () =>
  queryOptions({ queryKey: rateCardKey, queryFn: ({ signal }) => api.get<RateCard>('/admin/rate-card', { signal }) });

export const useRateCard = () => useQuery(rateCardQueryOptions());

/** PUT /admin/rate-card: a new version of the card. */
export const useSaveRateCard = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: RateCard) => api.put<RateCard>('/admin/rate-card', card),
    onSuccess: (card) => client.setQueryData(rateCardKey, card),
  });
};

/** POST /admin/rate-card/preview: sample routes priced with the draft and the current card. */
export const usePreviewRateCard = () =>
  useMutation({ mutationFn: (card: RateCard) => api.post<{ data: RateCardPreviewRow[] }>('/admin/rate-card/preview', card) });
