import { Text } from '@mantine/core';
import { memberToggleAction, type TeamDriver } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { useDriverAction } from '../api/driver-mutations';
import { MemberStatusBadge } from './member-status-badge';
import { driverName } from './driver-name';
import { RowActions } from './row-actions';

const DriverActions = ({ driver, disabled }: { driver: TeamDriver; disabled: boolean }) => {
  const { t } = useTranslation();
  const mutation = useDriverAction();
  const busy = mutation.isPending && mutation.variables?.id === driver.id;
  const actions = driver.deleted_at ? (['restore'] as const) : ([memberToggleAction(driver.status_name), 'delete'] as const);
  return (
    <RowActions
      kind="driver"
      name={driverName(driver, t('team:drivers.noName'))}
      actions={[...actions]}
      busy={busy}
      disabled={disabled}
      run={(action) => mutation.mutateAsync({ id: driver.id, action })}
    />
  );
};

/** The drivers table columns; sort keys are the domain's DRIVERS_SORTS. */
export const useDriversColumns = (canManage: boolean): DataTableColumn<TeamDriver>[] => {
  const { t } = useTranslation();
  return [
    {
      key: 'name',
      header: t('team:drivers.columns.name'),
      sortKey: 'full_name',
      render: (row) => (
        <Text size="sm" fw={600} c={row.full_name ? undefined : 'dimmed'}>
          {row.full_name || t('team:drivers.noName')}
        </Text>
      ),
    },
    {
      key: 'status',
      card: 'aside',
      header: t('team:drivers.columns.status'),
      sortKey: 'status',
      render: (row) => <MemberStatusBadge status={row.status_name} deleted={row.deleted_at !== null} />,
    },
    { key: 'email', header: t('team:drivers.columns.email'), sortKey: 'email', render: (row) => row.email },
    { key: 'phone', header: t('team:drivers.columns.phone'), sortKey: 'phone', noWrap: true, render: (row) => row.phone ?? '—' },
    {
      key: 'active',
      header: t('team:drivers.columns.activeLoads'),
      sortKey: 'active_loads',
      align: 'center',
      render: (row) => row.active_loads,
    },
    {
      key: 'completed',
      header: t('team:drivers.columns.completedLoads'),
      sortKey: 'completed_loads',
      align: 'center',
      render: (row) => row.completed_loads,
    },
    {
      key: 'actions',
      header: t('team:drivers.columns.actions'),
      align: 'right',
      render: (row) => <DriverActions driver={row} disabled={!canManage} />,
    },
  ];
};
