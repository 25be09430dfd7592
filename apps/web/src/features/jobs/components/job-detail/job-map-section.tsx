import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CarrierOrderDetail } from '@routier/domain';

// Leaflet is heavy: it loads with this section, not with the page.
const JobMap = lazy(() => import('./job-map'));

export const JobMapSection = ({ order }: { order: CarrierOrderDetail }) => {
  const { t } = useTranslation();
  if (!order.from || !order.to) return null;
  const label = (name: string, city: string) => t('order-page:details.labelValue', { label: name, value: city });
  return (
    <Suspense fallback={<Skeleton height={280} radius="md" />}>
      <JobMap
        title={t('job-page:mapTitle', { from: order.from.city, to: order.to.city })}
        from={{ lat: order.from.lat, lng: order.from.lng, label: label(t('order-page:details.pickup'), order.from.city) }}
        to={{ lat: order.to.lat, lng: order.to.lng, label: label(t('order-page:details.destination'), order.to.city) }}
        cars={order.cars.flatMap((car) =>
          car.last_position ? [{ ...car.last_position, label: t('job-page:carOnTheRoad', { number: car.car_number }) }] : [],
        )}
      />
    </Suspense>
  );
};
