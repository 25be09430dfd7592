import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_KEYS, TaskStatus, type CarDetail } from '@routier/domain';
import { BillOfLadingButton } from '../bill-of-lading';
import { vehicleName } from './vehicle-name';

/** The i18n key of a car's status: its task's label (14 cancelled), else completed when delivered, else unassigned. */
export const carStatusKey = (car: CarDetail): string => {
  if (car.current_task) {
    if (car.current_task.status === TaskStatus.Cancelled) return 'order-page:taskStatus.cancelled';
    return `order-page:taskStatus.${TASK_STATUS_KEYS[car.current_task.status] ?? 'assigned'}`;
  }
  return car.is_delivered ? 'order-page:taskStatus.completed' : 'order-page:taskStatus.unassigned';
};

export const CarStatusBadge = ({ car }: { car: CarDetail }) => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={car.is_delivered ? 'green' : 'gray'} style={{ textTransform: 'none', minWidth: 'max-content' }}>
      {t(carStatusKey(car))}
    </Badge>
  );
};

/** The car's bill of lading, named after its VIN (or the vehicle) for screen readers. */
export const CarBillOfLading = ({ car }: { car: CarDetail }) => {
  const { t } = useTranslation();
  return (
    <BillOfLadingButton
      carId={car.id}
      size="xs"
      variant="light"
      mih={36}
      aria-label={t('order-page:details.billOfLadingFor', { car: car.vin ?? vehicleName(car) })}
    >
      {t('order-page:details.billOfLading')}
    </BillOfLadingButton>
  );
};

/** A car's type and whether it runs, in words. */
export const useCarTexts = () => {
  const { t } = useTranslation();
  return {
    type: (car: CarDetail) => (car.type ? t(`order-page:carType.${car.type}`) : '—'),
    operable: (car: CarDetail) => (car.is_operable ? t('order-page:details.yes') : t('order-page:details.no')),
  };
};

/** One car as a card: vehicle and status, VIN, type and operable, then `extra` lines and the `footer` actions. */
export const CarCard = ({ car, extra, footer }: { car: CarDetail; extra?: React.ReactNode; footer: React.ReactNode }) => {
  const { t } = useTranslation();
  const texts = useCarTexts();
  return (
    <Card withBorder padding="sm" radius="md">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600}>{vehicleName(car)}</Text>
          <CarStatusBadge car={car} />
        </Group>
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {t('order-page:details.labelValue', { label: t('order-page:details.vin'), value: car.vin ?? '—' })}
        </Text>
        <Text size="sm">
          {texts.type(car)} ·{' '}
          {t('order-page:details.labelValue', { label: t('order-page:details.operable'), value: texts.operable(car) })}
        </Text>
        {extra}
        {footer}
      </Stack>
    </Card>
  );
};
