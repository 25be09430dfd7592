import { Badge, Card, Divider, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TASK_STATUS_KEYS, TaskStatus, VehicleType, type DriverLoad } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data-table';
import { paths } from '../../../config/paths';
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

const placeLabel = (p: DriverLoad['from']) => (p ? `${p.city}, ${p.province}` : '—');

const carLabel = (car: DriverLoad['cars'][number]) => [car.year, car.make, car.model].filter(Boolean).join(' ');

/** One load as a card: number, status, progress, route, due date, cars and vehicle. */
export const DriverLoadCard = ({ load }: { load: DriverLoad }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={paths.load(load.id)}
      aria-label={t('loads:card.label', { number: load.order_number })}
      style={{ color: 'inherit', textDecoration: 'none', borderColor: load.is_late ? 'var(--mantine-color-red-6)' : undefined }}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Text fw={700}>{load.order_number}</Text>
        <Group gap={6} wrap="nowrap">
          {load.is_late && (
            <Badge color="red.9" variant="filled" style={{ textTransform: 'none' }}>
              {t('loads:card.late')}
            </Badge>
          )}
          <Badge color={STATUS_COLORS[load.status] ?? 'gray'} variant="light" style={{ textTransform: 'none' }}>
            {t(`loads:status.${TASK_STATUS_KEYS[load.status] ?? 'unknown'}`)}
          </Badge>
        </Group>
      </Group>
      <Stack gap="sm">
        <LoadProgress progress={load.progress} />
        <Text size="sm">
          {placeLabel(load.from)} → {placeLabel(load.to)}
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
