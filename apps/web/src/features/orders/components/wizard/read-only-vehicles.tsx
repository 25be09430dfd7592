import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CAR_TYPE_KEYS, type CarType, type OrderDetail } from '@routier/domain';

/** Admin-created orders: the cars as entered, read only; the step just advances. */
export const ReadOnlyVehicles = ({ order, onNext, onBack }: { order: OrderDetail; onNext: () => void; onBack: () => void }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('wizard:readOnly')}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('wizard:vehicles.vin')}</Table.Th>
              <Table.Th>{t('wizard:vehicles.year')}</Table.Th>
              <Table.Th>{t('wizard:vehicles.make')}</Table.Th>
              <Table.Th>{t('wizard:vehicles.model')}</Table.Th>
              <Table.Th>{t('wizard:vehicles.type')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.cars.map((car) => (
              <Table.Tr key={car.id}>
                <Table.Td>{car.vin ?? '—'}</Table.Td>
                <Table.Td>{car.year ?? '—'}</Table.Td>
                <Table.Td>{car.make ?? '—'}</Table.Td>
                <Table.Td>{car.model ?? '—'}</Table.Td>
                <Table.Td>{car.type ? t(`wizard:carType.${CAR_TYPE_KEYS[car.type as CarType]}`) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('wizard:back')}
        </Button>
        <Button onClick={onNext}>{t('wizard:next')}</Button>
      </Group>
    </Stack>
  );
};
