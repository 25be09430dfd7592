import { Badge } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live/live-events';

/** Under the offers feature's key, so the board's changes (opening, applying) refresh it. */
const UNSEEN_KEY = ['offers', 'unseen'] as const;
const MAX_SHOWN = 99;

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
      aria-label={t('common:badges.unseenOffers', { count })}
      data-testid="offers-badge"
    >
      {count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
    </Badge>
  );
};
