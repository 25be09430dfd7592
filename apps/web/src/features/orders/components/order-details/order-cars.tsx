import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@routier/domain';
import { useIsPhone } from '../../../../components/data-table/use-is-phone';
import {
  CarBillOfLading,
  CarCard,
  CarStatusBadge,
  SheetSection,
  useCarTexts,
  vehicleName,
} from '../../../../components/order-sheet';
import { FileThumbnails } from './car-files';

/** Each car with its task status, files and bill of lading: a table, cards on a phone. */
export const OrderCars = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const texts = useCarTexts();
  return (
    <SheetSection title={t('order-page:details.cars', { count: order.cars.length })} id="order-cars">
      {order.cars.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('order-page:details.noCars')}
        </Text>
      ) : isPhone ? (
        <Stack gap="sm">
          {order.cars.map((car) => (
            <CarCard
              key={car.id}
              car={car}
              footer={
                <Group mt="xs" justify="space-between">
                  <FileThumbnails files={car.car_files} />
                  <CarBillOfLading car={car} />
                </Group>
              }
            />
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
                  <Table.Td>{texts.type(car)}</Table.Td>
                  <Table.Td>{texts.operable(car)}</Table.Td>
                  <Table.Td>
                    <FileThumbnails files={car.car_files} />
                  </Table.Td>
                  <Table.Td>
                    <CarStatusBadge car={car} />
                  </Table.Td>
                  <Table.Td>
                    <CarBillOfLading car={car} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SheetSection>
  );
};
