import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_KEYS, TaskStatus, type CarDetail, type CarrierOrderDetail } from '@routier/domain';
import { errorMessage } from '../../../../components/feedback';
import { downloadBillOfLading } from '../../api/download-bill-of-lading';
import { notify } from '../loads/notify';
import { JobSection } from './job-section';

export const vehicleName = (car: Pick<CarDetail, 'year' | 'make' | 'model'>) =>
  [car.year, car.make, car.model].filter(Boolean).join(' ') || '—';

const statusKey = (car: CarDetail): string => {
  if (car.current_task) {
    if (car.current_task.status === TaskStatus.Cancelled) return 'order-page:taskStatus.cancelled';
    return `order-page:taskStatus.${TASK_STATUS_KEYS[car.current_task.status] ?? 'assigned'}`;
  }
  return car.is_delivered ? 'order-page:taskStatus.completed' : 'order-page:taskStatus.unassigned';
};

const BillOfLadingButton = ({ car }: { car: CarDetail }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await downloadBillOfLading(car.id);
    } catch (error) {
      notify('red', errorMessage(error), t('common:error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      mih={36}
      loading={busy}
      onClick={handleClick}
      aria-label={t('order-page:details.billOfLadingFor', { car: car.vin ?? vehicleName(car) })}
    >
      {t('order-page:details.billOfLading')}
    </Button>
  );
};

type Props = {
  order: CarrierOrderDetail;
  /** more actions per car (the report-issue button is dropped in here) */
  carActions?: (car: CarDetail) => React.ReactNode;
};

/** Each car: vehicle, VIN, type, operable, status, last position and its bill of lading. Cards at every width. */
export const JobCars = ({ order, carActions }: Props) => {
  const { t } = useTranslation();
  return (
    <JobSection title={t('job-page:cars.title', { count: order.cars.length })} id="job-cars">
      {order.cars.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('order-page:details.noCars')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {order.cars.map((car) => (
            <Card key={car.id} withBorder padding="sm" radius="md">
              <Stack gap={4}>
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Text fw={600}>{vehicleName(car)}</Text>
                  <Badge
                    variant="light"
                    color={car.is_delivered ? 'green' : 'gray'}
                    style={{ textTransform: 'none', minWidth: 'max-content' }}
                  >
                    {t(statusKey(car))}
                  </Badge>
                </Group>
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {t('order-page:details.labelValue', { label: t('order-page:details.vin'), value: car.vin ?? '—' })}
                </Text>
                <Text size="sm">
                  {car.type ? t(`order-page:carType.${car.type}`) : '—'} ·{' '}
                  {t('order-page:details.labelValue', {
                    label: t('order-page:details.operable'),
                    value: car.is_operable ? t('order-page:details.yes') : t('order-page:details.no'),
                  })}
                </Text>
                {car.last_position?.address && (
                  <Text size="xs" c="dimmed">
                    {t('job-page:cars.lastSeen', { place: car.last_position.address })}
                  </Text>
                )}
                <Group mt="xs" gap="xs">
                  <BillOfLadingButton car={car} />
                  {carActions?.(car)}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </JobSection>
  );
};
