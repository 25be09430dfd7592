import { useState } from 'react';
import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CarDetail, OrderDetail } from '@routier/domain';
import { useIsPhone } from '../../../../components/data-table/use-is-phone';
import { errorMessage } from '../../../../components/feedback';
import { downloadBillOfLading } from '../../api/download-bill-of-lading';
import { FileThumbnails } from './car-files';
import { carStatusKey } from './car-status';
import { OrderSection } from './order-section';

const vehicleName = (car: CarDetail) => [car.year, car.make, car.model].filter(Boolean).join(' ') || '—';

const BillOfLadingButton = ({ car }: { car: CarDetail }) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const handleClick = async () => {
    setBusy(true);
    try {
      await downloadBillOfLading(car.id);
    } catch (error) {
      notifications.show({ color: 'red', title: t('common:error'), message: errorMessage(error) });
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

/** Each car with its task status, files and bill of lading: a table, cards on a phone. */
export const OrderCars = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const type = (car: CarDetail) => (car.type ? t(`order-page:carType.${car.type}`) : '—');
  const operable = (car: CarDetail) => (car.is_operable ? t('order-page:details.yes') : t('order-page:details.no'));
  const status = (car: CarDetail) => (
    <Badge variant="light" color={car.is_delivered ? 'green' : 'gray'} style={{ textTransform: 'none', minWidth: 'max-content' }}>
      {t(carStatusKey(car))}
    </Badge>
  );
  return (
    <OrderSection title={t('order-page:details.cars', { count: order.cars.length })} id="order-cars">
      {order.cars.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('order-page:details.noCars')}
        </Text>
      ) : isPhone ? (
        <Stack gap="sm">
          {order.cars.map((car) => (
            <Card key={car.id} withBorder padding="sm" radius="md">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Text fw={600}>{vehicleName(car)}</Text>
                {status(car)}
              </Group>
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {t('order-page:details.labelValue', { label: t('order-page:details.vin'), value: car.vin ?? '—' })}
              </Text>
              <Text size="sm">
                {type(car)} ·{' '}
                {t('order-page:details.labelValue', { label: t('order-page:details.operable'), value: operable(car) })}
              </Text>
              <Group mt="xs" justify="space-between">
                <FileThumbnails files={car.car_files} />
                <BillOfLadingButton car={car} />
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('order-page:details.vin')}</Table.Th>
                <Table.Th>{t('order-page:details.vehicle')}</Table.Th>
                <Table.Th>{t('order-page:details.type')}</Table.Th>
                <Table.Th>{t('order-page:details.operable')}</Table.Th>
                <Table.Th>{t('order-page:details.files')}</Table.Th>
                <Table.Th>{t('order-page:details.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('order-page:details.billOfLading')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.cars.map((car) => (
                <Table.Tr key={car.id}>
                  <Table.Td ff="monospace">{car.vin ?? '—'}</Table.Td>
                  <Table.Td>{vehicleName(car)}</Table.Td>
                  <Table.Td>{type(car)}</Table.Td>
                  <Table.Td>{operable(car)}</Table.Td>
                  <Table.Td>
                    <FileThumbnails files={car.car_files} />
                  </Table.Td>
                  <Table.Td>{status(car)}</Table.Td>
                  <Table.Td>
                    <BillOfLadingButton car={car} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </OrderSection>
  );
};
