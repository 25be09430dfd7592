import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RateCard, RateCardPreview, VersionedRateCard } from '@routier/domain';
import { api } from '../../../lib/api-client';

const rateCardKey = ['admin', 'rate-card'] as const;

/** The card and the version it is (saving needs the version it was edited from). */
export type { VersionedRateCard };

/** GET /admin/rate-card: the card in force (cents and basis points) and its version. */
export const rateCardQueryOptions = () =>
  queryOptions({ queryKey: rateCardKey, queryFn: ({ signal }) => api.get<VersionedRateCard>('/admin/rate-card', { signal }) });

export const useRateCard = () => useQuery(rateCardQueryOptions());

/** PUT /admin/rate-card: a new version of the card; 409 when another version was saved meanwhile. */
export const useSaveRateCard = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: VersionedRateCard) => api.put<VersionedRateCard>('/admin/rate-card', card),
    onSuccess: (card) => client.setQueryData(rateCardKey, card),
  });
};

/** POST /admin/rate-card/preview: sample routes priced with the draft and the current card. */
export const usePreviewRateCard = () =>
  useMutation({ mutationFn: (card: RateCard) => api.post<RateCardPreview>('/admin/rate-card/preview', card) });
