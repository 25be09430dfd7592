import { useRef } from 'react';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { memberToggleAction, TaskStatus, type DriverLiveLoads, type TeamDriver } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import type { DataTableColumn } from '../../../components/data-table';
import { getDriverLiveLoads, useDriverAction, useInviteDriver } from '../api/driver-mutations';
import { MemberStatusBadge } from './member-status-badge';
import { driverName } from './driver-name';
import { RowActions, type RowAction } from './row-actions';

/** The loads a driver still has to run, named in the confirmation before he is deleted (decision 060). */
const LiveLoadsNotice = ({ loads }: { loads: DriverLiveLoads['data'] }) => {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('team:liveLoads.title', { count: loads.length })} data-testid="driver-live-loads">
      <Stack gap={4}>
        <List size="sm">
          {loads.map((l) => (
            <List.Item key={l.load_id}>
              {/* a plain link: the confirmation opens outside the page's router */}
              <Anchor href={paths.activeJob(l.order_id)} size="sm">
                {t('team:liveLoads.item', {
                  order: l.order_number,
                  load: l.load_id,
                  status: t(`team:liveLoads.status.${l.status === TaskStatus.Accepted ? 'accepted' : 'assigned'}`),
                })}
              </Anchor>
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t('team:liveLoads.hint')}</Text>
      </Stack>
    </Alert>
  );
};

const DriverActions = ({ driver, disabled }: { driver: TeamDriver; disabled: boolean }) => {
  const { t } = useTranslation();
  const mutation = useDriverAction();
  // whether the confirmation named loads still to run: then the delete says it was confirmed
  const named = useRef(false);
  const busy = mutation.isPending && mutation.variables?.id === driver.id;
  const resend = useInviteDriver();
  // an invitee who has not joined yet can be sent a new link (rate-limited by the API, decision 060)
  const actions: RowAction[] = driver.deleted_at
    ? ['restore']
    : [...(driver.status_name === 'email_sent' ? (['resend'] as const) : []), memberToggleAction(driver.status_name), 'delete'];
  return (
    <RowActions
      kind="driver"
      name={driverName(driver, t('team:drivers.noName'))}
      actions={actions}
      busy={busy || (resend.isPending && resend.variables === driver.email)}
      disabled={disabled}
      details={async (action) => {
        named.current = false;
        if (action !== 'delete') return null;
        const loads = (await getDriverLiveLoads(driver.id)).data;
        named.current = loads.length > 0;
        return loads.length > 0 ? <LiveLoadsNotice loads={loads} /> : null;
      }}
      run={(action) =>
        action === 'resend'
          ? resend.mutateAsync(driver.email)
          : mutation.mutateAsync({ id: driver.id, action: action === 'delete' && named.current ? 'deleteConfirmed' : action })
      }
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
          {row.full_name || t(row.status_name === 'email_sent' ? 'team:drivers.noName' : 'team:drivers.nameMissing')}
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
