import { Text } from '@mantine/core';
import type { SubAccount, SubAccountKind } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { provinceLabel, titleLabel } from './labels';
import { SubAccountRowActions } from './sub-account-row-actions';
import { SubAccountStatusBadge } from './sub-account-status-badge';

/** The columns of either list: dealers see the title, transport companies the provinces. */
export const useSubAccountsColumns = (kind: SubAccountKind, onEdit: (row: SubAccount) => void): DataTableColumn<SubAccount>[] => {
  const { t } = useTranslation();
  const role: DataTableColumn<SubAccount> =
    kind === 'subdealers'
      ? { key: 'title', header: t('sub-accounts:columns.title'), sortKey: 'title', render: (row) => titleLabel(t, row.title) }
      : {
          key: 'provinces',
          header: t('sub-accounts:columns.provinces'),
          render: (row) =>
            row.provinces.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('sub-accounts:noProvinces')}
              </Text>
            ) : (
              <Text size="sm" title={row.provinces.map((p) => provinceLabel(t, p)).join(', ')}>
                {row.provinces.join(', ')}
              </Text>
            ),
        };
  return [
    {
      key: 'name',
      header: t('sub-accounts:columns.name'),
      sortKey: 'full_name',
      render: (row) => (
        <Text size="sm" fw={600} c={row.full_name ? undefined : 'dimmed'}>
          {row.full_name || t(row.status_name === 'email_sent' ? 'sub-accounts:noName' : 'sub-accounts:nameMissing')}
        </Text>
      ),
    },
    {
      key: 'status',
      card: 'aside',
      header: t('sub-accounts:columns.status'),
      sortKey: 'status',
      render: (row) => <SubAccountStatusBadge status={row.status_name} deleted={row.deleted_at !== null} />,
    },
    {
      key: 'email',
      header: t('sub-accounts:columns.email'),
      sortKey: 'email',
      render: (row) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.email}
        </Text>
      ),
    },
    role,
    {
      key: 'actions',
      header: t('sub-accounts:columns.actions'),
      align: 'right',
      render: (row) => <SubAccountRowActions kind={kind} row={row} onEdit={onEdit} />,
    },
  ];
};
