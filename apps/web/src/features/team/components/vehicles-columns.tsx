import { Text } from '@mantine/core';
import { VEHICLE_TYPE_KEYS, type TeamVehicle } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { useVehicleAction } from '../api/vehicle-mutations';
import { VehicleStatusBadge } from './member-status-badge';
import { RowActions } from './row-actions';

const VehicleActions = ({ vehicle, disabled }: { vehicle: TeamVehicle; disabled: boolean }) => {
  const mutation = useVehicleAction();
  const busy = mutation.isPending && mutation.variables?.id === vehicle.id;
  const actions = vehicle.deleted_at
    ? (['restore'] as const)
    : ([vehicle.is_active ? 'deactivate' : 'activate', 'delete'] as const);
  return (
    <RowActions
      kind="vehicle"
      name={vehicle.license_plate}
      actions={[...actions]}
      busy={busy}
      disabled={disabled}
      run={(action) => mutation.mutateAsync({ id: vehicle.id, action })}
    />
  );
};

/** The vehicles table columns; sort keys are the domain's VEHICLES_SORTS. */
export const useVehiclesColumns = (canManage: boolean): DataTableColumn<TeamVehicle>[] => {
  const { t } = useTranslation();
  return [
    {
      key: 'plate',
      header: t('team:vehicles.columns.licensePlate'),
      sortKey: 'license_plate',
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.license_plate}
        </Text>
      ),
    },
    {
      key: 'status',
      card: 'aside',
      header: t('team:vehicles.columns.status'),
      sortKey: 'is_active',
      render: (row) => <VehicleStatusBadge active={row.is_active} removed={row.deleted_at !== null} />,
    },
    {
      key: 'type',
      header: t('team:vehicles.columns.type'),
      sortKey: 'type',
      render: (row) => t(`team:vehicles.types.${VEHICLE_TYPE_KEYS[row.type]}`),
    },
    {
      key: 'capacity',
      header: t('team:vehicles.columns.capacity'),
      sortKey: 'capacity',
      align: 'center',
      render: (row) => row.capacity,
    },
    {
      key: 'actions',
      header: t('team:vehicles.columns.actions'),
      align: 'right',
      render: (row) => <VehicleActions vehicle={row} disabled={!canManage} />,
    },
  ];
};
