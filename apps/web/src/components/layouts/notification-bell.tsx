import { ActionIcon, Indicator } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { badgeLabel, type UnreadNotifications } from '@routier/domain';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { useLiveEvent } from '../../lib/live/live-events';

/** Under the notifications feature's key, so reading a notification there updates the badge at once. */
const UNREAD_KEY = ['notifications', 'unread'] as const;

const BellIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * The header bell: the unread count (capped at 99+), refetched when the live channel says the caller's
 * notifications changed, and when the window regains focus (a safety net for a missed event).
 */
export const NotificationBell = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => api.get<UnreadNotifications>('/users/notifications/unread', { signal, silent: true }),
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
  useLiveEvent('notifications', () => {
    void client.invalidateQueries({ queryKey: ['notifications'] });
  });
  const count = query.data?.unread_count ?? 0;
  const label = badgeLabel(count);
  return (
    <Indicator label={label} disabled={label === null} size={18} color="red.9" offset={6} data-testid="notifications-badge">
      <ActionIcon
        component={Link}
        to={paths.notifications}
        variant="subtle"
        color="gray.8"
        size={44}
        radius="xl"
        aria-label={label === null ? t('common:bell.none') : t('common:bell.unread', { count })}
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
};
