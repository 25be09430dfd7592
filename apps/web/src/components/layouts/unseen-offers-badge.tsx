import { Badge } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UNSEEN_OFFERS_COUNT_CAP } from '@routier/domain';
import { api } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live/live-events';

/** Under the offers feature's key, so the board's changes (opening, applying) refresh it. */
const UNSEEN_KEY = ['offers', 'unseen'] as const;
/** the API counts up to the cap: the badge shows one less, and "99+" for the cap itself */
const MAX_SHOWN = UNSEEN_OFFERS_COUNT_CAP - 1;

/** The carriers' offers count in the header: open offers nobody in the company has opened (capped at 99+). */
export const UnseenOffersBadge = ({ enabled }: { enabled: boolean }) => {
  const { t } = useTranslation();
  const client = useQueryClient();
  // an order entered or left the board: the counter and any open offers list refetch
  useLiveEvent('offers', () => void client.invalidateQueries({ queryKey: ['offers'] }));
  const query = useQuery({
    queryKey: UNSEEN_KEY,
    queryFn: ({ signal }) => api.get<{ count: number }>('/orders/unseen-counter', { signal, silent: true }),
    enabled,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
  const count = query.data?.count ?? 0;
  if (!enabled || count === 0) return null;
  return (
    <Badge
      size="sm"
      circle={count < 10}
      color="red.9"
      aria-label={
        count > MAX_SHOWN ? t('common:badges.unseenOffersMany', { max: MAX_SHOWN }) : t('common:badges.unseenOffers', { count })
      }
      data-testid="offers-badge"
    >
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </Badge>
  );
};
