import { Table, Text } from '@mantine/core';
import type { CarDetail } from '@routier/domain';
import { useTranslation } from 'react-i18next';

/** The offer's cars: year, make, model, type, operable, notes (no files before the job is the carrier's). */
export const OfferCarsTable = ({ cars }: { cars: CarDetail[] }) => {
  const { t } = useTranslation();
  if (cars.length === 0) return <Text c="dimmed">{t('offers:detail.noCars')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing="xs" aria-label={t('offers:detail.cars')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('offers:cars.vehicle')}</Table.Th>
            <Table.Th>{t('offers:cars.type')}</Table.Th>
            <Table.Th>{t('offers:cars.operable')}</Table.Th>
            <Table.Th>{t('offers:cars.notes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cars.map((car) => (
            <Table.Tr key={car.id}>
              <Table.Td>{car.car_number}</Table.Td>
              <Table.Td>{[car.year, car.make, car.model].filter(Boolean).join(' ') || '—'}</Table.Td>
              <Table.Td>{car.type ? t(`offers:carType.${car.type}`) : '—'}</Table.Td>
              <Table.Td>{car.is_operable ? t('offers:yes') : t('offers:no')}</Table.Td>
              <Table.Td>{car.is_modified ? car.comments : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
