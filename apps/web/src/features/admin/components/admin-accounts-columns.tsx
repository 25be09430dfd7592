import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { ROLE_KEYS, type AdminAccountRow, type Role } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters, type DataTableColumn } from '../../../components/data-table';
import { AccountActions } from './account-actions';
import { AccountStatusBadge } from './account-status-badge';

const fullName = (row: AdminAccountRow) => [row.first_name, row.last_name].filter(Boolean).join(' ') || '—';

/** Columns of the admin accounts table. */
export const useAdminAccountsColumns = (
  currentUserId: number,
  onReview: (row: AdminAccountRow) => void,
): DataTableColumn<AdminAccountRow>[] => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return [
    {
      key: 'name',
      header: t('admin:columns.name'),
      render: (row) => (
        <Text size="sm" fw={500}>
          {fullName(row)}
        </Text>
      ),
    },
    { key: 'email', header: t('admin:columns.email'), render: (row) => row.email },
    {
      key: 'role',
      header: t('admin:columns.role'),
      render: (row) => (row.role ? t(`admin:roles.${ROLE_KEYS[row.role as Role] ?? 'unknown'}`) : '—'),
    },
    { key: 'business', header: t('admin:columns.business'), render: (row) => row.business_name || '—' },
    { key: 'registered', header: t('admin:columns.registered'), noWrap: true, render: (row) => date(row.created_at) },
    {
      key: 'verified',
      header: t('admin:columns.emailVerified'),
      render: (row) =>
        row.email_verified_at ? (
          t('admin:yes')
        ) : (
          <Text span size="sm" c="dimmed">
            {t('admin:no')}
          </Text>
        ),
    },
    {
      key: 'status',
      header: t('admin:columns.status'),
      render: (row) => <AccountStatusBadge status={row.status} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('admin:columns.actions')}</VisuallyHidden>,
      align: 'right',
      render: (row) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => onReview(row)} aria-label={`${t('admin:review.open')} ${row.email}`}>
            {t('admin:review.open')}
          </Button>
          <AccountActions account={row} isSelf={row.id === currentUserId} />
        </Group>
      ),
    },
  ];
};
