import { Button, Group, Stack, Text } from '@mantine/core';
import { isUnreadRow, type NotificationRow, type Role } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { DataTable, ListError, sortFromParams, useErrorNotification } from '../../../components/data-table';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead, useMarkOrderRead } from '../api/mark-read';
import { useLiveNotifications } from '../hooks/use-live-notifications';
import { ascOf, directionOf, useNotificationsParams } from '../hooks/use-notifications-params';
import { useNotificationsColumns } from './notifications-columns';

/** The caller's notifications: unread rows (by order) highlighted, sortable by date, paged; state in the URL. */
export const NotificationsList = ({ role }: { role: Role | null }) => {
  const { t, i18n } = useTranslation();
  const { params, setParams } = useNotificationsParams();
  const query = useNotifications({
    order_by: params.orderedBy,
    order_direction: directionOf(params.asc),
    page: params.page,
    locale: i18n.language.startsWith('fr') ? 'fr' : 'en',
  });
  useErrorNotification(query.error);
  useLiveNotifications();
  const markOrder = useMarkOrderRead();
  const markAll = useMarkAllRead();
  const unreadIds = query.data?.unread_notification_order_ids ?? [];
  const isUnread = (row: NotificationRow) => isUnreadRow(row, unreadIds);
  const handleOpen = (row: NotificationRow) => {
    if (row.order_id !== null && isUnread(row)) markOrder.mutate(row.order_id);
  };
  const columns = useNotificationsColumns({ role, isUnread, onOpen: handleOpen });
  const unreadCount = query.data?.unread_count ?? 0;
  const sort = sortFromParams(params.orderedBy, params.asc === 1 ? 0 : 1);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.data ? t('notifications:unreadCount', { count: unreadCount }) : ''}
        </Text>
        <Button
          variant="default"
          mih={44}
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={unreadCount === 0}
        >
          {t('notifications:markAllRead')}
        </Button>
      </Group>
      <DataTable<NotificationRow>
        label={t('notifications:listLabel')}
        columns={columns}
        rows={query.data?.data}
        getRowKey={(row) => row.id}
        loading={query.isPending}
        error={query.isError ? <ListError onRetry={() => void query.refetch()} /> : undefined}
        sort={sort}
        onSortChange={(next) => setParams({ orderedBy: next.by as typeof params.orderedBy, asc: ascOf(next.direction) })}
        isRowHighlighted={isUnread}
        empty={
          <Text ta="center" c="dimmed">
            {t('notifications:empty')}
          </Text>
        }
        meta={query.data?.meta}
        onPageChange={(page) => setParams({ page })}
        minWidth={640}
      />
    </Stack>
  );
};
