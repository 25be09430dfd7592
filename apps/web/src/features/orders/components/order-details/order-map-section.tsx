import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@routier/domain';

// Leaflet is heavy: it loads with this section, not with the page.
const OrderMap = lazy(() => import('./order-map'));

export const OrderMapSection = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  if (!order.from || !order.to) return null;
  return (
    <Suspense fallback={<Skeleton height={280} radius="md" />}>
      <OrderMap
        title={t('order-page:details.mapTitle', { from: order.from.city, to: order.to.city })}
        from={{
          lat: order.from.lat,
          lng: order.from.lng,
          label: t('order-page:details.labelValue', { label: t('order-page:details.pickup'), value: order.from.city }),
        }}
        to={{
          lat: order.to.lat,
          lng: order.to.lng,
          label: t('order-page:details.labelValue', { label: t('order-page:details.destination'), value: order.to.city }),
        }}
        cars={order.cars.flatMap((car) =>
          car.last_position
            ? [{ ...car.last_position, label: t('order-page:details.carOnTheRoad', { number: car.car_number }) }]
            : [],
        )}
      />
    </Suspense>
  );
};
