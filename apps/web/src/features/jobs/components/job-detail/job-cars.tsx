import { Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CarDetail, CarrierOrderDetail } from '@routier/domain';
import { CarBillOfLading, CarCard, SheetSection } from '../../../../components/order-sheet';

type Props = {
  order: CarrierOrderDetail;
  /** more actions per car (the report-issue button is dropped in here) */
  carActions?: (car: CarDetail) => React.ReactNode;
};

/** Each car: vehicle, VIN, type, operable, status, last position and its bill of lading. Cards at every width. */
export const JobCars = ({ order, carActions }: Props) => {
  const { t } = useTranslation();
  return (
    <SheetSection title={t('job-page:cars.title', { count: order.cars.length })} id="job-cars">
      {order.cars.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('order-page:details.noCars')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {order.cars.map((car) => (
            <CarCard
              key={car.id}
              car={car}
              extra={
                car.last_position?.address && (
                  <Text size="xs" c="dimmed">
                    {t('job-page:cars.lastSeen', { place: car.last_position.address })}
                  </Text>
                )
              }
              footer={
                <Group mt="xs" gap="xs">
                  <CarBillOfLading car={car} />
                  {carActions?.(car)}
                </Group>
              }
            />
          ))}
        </SimpleGrid>
      )}
    </SheetSection>
  );
};
