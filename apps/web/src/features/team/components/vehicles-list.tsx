import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { TeamVehicle } from '@routier/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useListQuery } from '../../../components/data-table';
import { useVehicles } from '../api/get-vehicles';
import { useVehiclesParams } from '../hooks/use-team-params';
import { useVehiclesColumns } from './vehicles-columns';

// Opened on demand: its form field code (and zod) is not part of the list's first download.
const AddVehicleForm = lazy(() => import('./add-vehicle-form').then((m) => ({ default: m.AddVehicleForm })));
/** The company's vehicles: add form, sortable paged table (removed ones greyed); state in the URL. */
export const VehiclesList = ({ canManage }: { canManage: boolean }) => {
  const { t } = useTranslation();
  const { params, setParams } = useVehiclesParams();
  const [adding, setAdding] = useState(false);
  const query = useVehicles({
    order_by: params.orderedBy,
    order_direction: params.asc === 1 ? 'asc' : 'desc',
    page: params.page,
  });
  const columns = useVehiclesColumns(canManage);
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
            {t('team:vehicles.inactiveUser')}
          </Text>
        )}
        <Button ml="auto" onClick={() => setAdding(true)} disabled={!canManage || adding}>
          {t('team:vehicles.add')}
        </Button>
      </Group>
      {adding && (
        <Suspense fallback={<Loader size="sm" />}>
          <AddVehicleForm onDone={() => setAdding(false)} />
        </Suspense>
      )}

      <DataTable<TeamVehicle>
        {...list}
        label={t('team:vehicles.listLabel')}
        columns={columns}
        getRowKey={(row) => row.id}
        isRowMuted={(row) => row.deleted_at !== null}
        empty={
          <Text ta="center" c="dimmed">
            {t('team:vehicles.empty')}
          </Text>
        }
        minWidth={720}
      />
    </Stack>
  );
};
