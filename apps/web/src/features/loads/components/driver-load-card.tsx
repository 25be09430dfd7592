import { Badge, Card, Divider, Group, List, Stack, Text } from '@mantine/core';
import { TASK_STATUS_KEYS, TaskStatus, VehicleType, type DriverLoadRow } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { formatPlace, useFormatters } from '../../../components/data-table';
import { LoadProgress } from './load-progress';

const STATUS_COLORS: Record<TaskStatus, string> = {
  [TaskStatus.Assigned]: 'blue',
  [TaskStatus.Accepted]: 'green',
  [TaskStatus.Rejected]: 'red',
  [TaskStatus.Cancelled]: 'gray',
};
const VEHICLE_KEYS: Record<VehicleType, string> = {
  [VehicleType.FlatbedTruck]: 'flatbedTruck',
  [VehicleType.HaulTruck]: 'haulTruck',
};

const carLabel = (car: DriverLoadRow['cars'][number]) => [car.year, car.make, car.model].filter(Boolean).join(' ');

/** One load as a card: number, status, progress, route, due date, cars and vehicle. */
export const DriverLoadCard = ({ load }: { load: DriverLoadRow }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={t('loads:card.label', { number: load.order_number })}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text fw={700}>{load.order_number}</Text>
        <Badge color={STATUS_COLORS[load.status] ?? 'gray'} variant="light" style={{ textTransform: 'none' }}>
          {t(`loads:status.${TASK_STATUS_KEYS[load.status] ?? 'unknown'}`)}
        </Badge>
      </Group>
      <Stack gap="sm">
        <LoadProgress progress={load.progress} />
        <Text size="sm">
          {formatPlace(load.from)} → {formatPlace(load.to)}
        </Text>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {t('loads:card.dueDate')}:{' '}
          </Text>
          {date(load.due_date)}
        </Text>
        <Divider />
        <div>
          <Text size="sm" c="dimmed" mb={4}>
            {t('loads:card.cars', { count: load.cars.length })}
          </Text>
          <List size="sm" spacing={4}>
            {load.cars.map((car) => (
              <List.Item key={car.id}>
                {carLabel(car) || t('loads:card.unknownCar')}
                {car.vin && (
                  <Text span size="xs" c="dimmed" ff="monospace" ml={6}>
                    {car.vin}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </div>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {t('loads:card.vehicle')}:{' '}
          </Text>
          {load.vehicle
            ? `${t(`loads:vehicleType.${VEHICLE_KEYS[load.vehicle.type as VehicleType] ?? 'other'}`)} · ${load.vehicle.license_plate}`
            : t('loads:card.noVehicle')}
        </Text>
      </Stack>
    </Card>
  );
};
