import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { TeamDriver } from '@routier/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListQuery } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useDrivers } from '../api/get-drivers';
import { useDriversParams } from '../hooks/use-team-params';
import { useDriversColumns } from './drivers-columns';

// Opened on demand: its form field code (and zod) is not part of the list's first download.
const InviteDriverForm = lazy(() => import('./invite-driver-form').then((m) => ({ default: m.InviteDriverForm })));
/** The company's drivers: invite form, sortable paged table (deleted rows greyed and inert); state in the URL. */
export const DriversList = ({ canManage }: { canManage: boolean }) => {
  const { t } = useTranslation();
  const { params, setParams } = useDriversParams();
  const [inviting, setInviting] = useState(false);
  const query = useDrivers({ order_by: params.orderedBy, order_direction: params.asc === 1 ? 'asc' : 'desc', page: params.page });
  const columns = useDriversColumns(canManage);
  const list = useListQuery(query, {
    sort: { by: params.orderedBy, asc: params.asc },
    onSortChange: (by, asc) => setParams({ orderedBy: by as typeof params.orderedBy, asc }),
    onPageChange: (page) => setParams({ page }),
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        {!canManage && (
          <Text size="sm" c="dimmed">
            {t('team:drivers.inactiveUser')}
          </Text>
        )}
        <Button ml="auto" onClick={() => setInviting(true)} disabled={!canManage || inviting}>
          {t('team:drivers.invite')}
        </Button>
      </Group>
      {inviting && (
        <Suspense fallback={<Loader size="sm" />}>
          <InviteDriverForm onDone={() => setInviting(false)} />
        </Suspense>
      )}

      <DataTable<TeamDriver>
        {...list}
        label={t('team:drivers.listLabel')}
        columns={columns}
        getRowKey={(row) => row.id}
        getRowHref={(row) => (row.deleted_at ? undefined : paths.teamDriver(row.id))}
        isRowMuted={(row) => row.deleted_at !== null}
        empty={
          <Text ta="center" c="dimmed">
            {t('team:drivers.empty')}
          </Text>
        }
        minWidth={900}
      />
    </Stack>
  );
};
