import { Anchor, Avatar, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import type { NotificationRow, Role } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters, type DataTableColumn } from '../../../components/data-table';
import { notificationOrderHref } from './order-link';

type Options = { role: Role | null; isUnread: (row: NotificationRow) => boolean; onOpen: (row: NotificationRow) => void };

/** Avatar initial and title; the order link; the date (spec 'MMM DD, YYYY'); a view-order link. */
export const useNotificationsColumns = ({ role, isUnread, onOpen }: Options): DataTableColumn<NotificationRow>[] => {
  const { t } = useTranslation();
  const format = useFormatters();
  const orderLink = (row: NotificationRow, children: React.ReactNode, label?: string) => {
    const href = notificationOrderHref(row, role);
    if (!href) return null;
    return (
      <Anchor component={Link} to={href} onClick={() => onOpen(row)} aria-label={label} mih={44} display="inline-flex">
        <span style={{ alignSelf: 'center' }}>{children}</span>
      </Anchor>
    );
  };
  return [
    {
      key: 'title',
      header: t('notifications:columns.notification'),
      render: (row) => (
        <Group gap="sm" wrap="nowrap" align="center">
          <Avatar radius="xl" size="md" color={isUnread(row) ? 'blue.8' : 'gray.7'} aria-hidden>
            {row.title.trim().charAt(0).toUpperCase()}
          </Avatar>
          <Text size="sm" fw={isUnread(row) ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
            {isUnread(row) && <VisuallyHidden>{t('notifications:unread')} </VisuallyHidden>}
            {row.title}
          </Text>
        </Group>
      ),
    },
    {
      key: 'order',
      header: t('notifications:columns.order'),
      noWrap: true,
      render: (row) => (row.order_id === null ? '—' : orderLink(row, `#${row.order_number ?? row.order_id}`)) ?? '—',
    },
    {
      key: 'date',
      header: t('notifications:columns.date'),
      sortKey: 'created_at',
      noWrap: true,
      render: (row) => format.date(row.created_at),
    },
    {
      key: 'view',
      header: <VisuallyHidden>{t('notifications:columns.actions')}</VisuallyHidden>,
      align: 'right',
      card: 'hidden',
      render: (row) => {
        const href = notificationOrderHref(row, role);
        if (!href) return null;
        return (
          <Button
            component={Link}
            to={href}
            variant="light"
            size="xs"
            mih={44}
            onClick={() => onOpen(row)}
            aria-label={
              row.order_id === null ? undefined : t('notifications:viewOrderOf', { order: row.order_number ?? row.order_id })
            }
          >
            {row.order_id === null ? t('notifications:review') : t('notifications:viewOrder')}
          </Button>
        );
      },
    },
  ];
};
