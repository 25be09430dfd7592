import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Leaflet is heavy: it loads with the map, not with the page.
const RouteMap = lazy(() => import('../route-map/route-map'));

type End = { lat: number; lng: number; city: string };

type Props = {
  order: {
    from: End | null;
    to: End | null;
    cars: { car_number: number; last_position: { lat: number; lng: number } | null }[];
  };
  /** the map's accessible name, given the pickup's and the destination's cities */
  title: (from: string, to: string) => string;
  /** a car on the road's marker text, given its number */
  carLabel: (carNumber: number) => string;
  /** the closest zoom when fitting both ends (9 where the ends are rounded to a town) */
  fitMaxZoom?: number;
};

/** The order's route map: pickup, destination and each car's last reported position (none without both ends). */
export const SheetRouteMap = ({ order, title, carLabel, fitMaxZoom }: Props) => {
  const { t } = useTranslation();
  const { from, to } = order;
  if (!from || !to) return null;
  const end = (name: string, place: End) => ({
    lat: place.lat,
    lng: place.lng,
    label: t('order-page:details.labelValue', { label: name, value: place.city }),
  });
  return (
    <Suspense fallback={<Skeleton h={280} radius="md" />}>
      <RouteMap
        label={title(from.city, to.city)}
        fitMaxZoom={fitMaxZoom}
        from={end(t('order-page:details.pickup'), from)}
        to={end(t('order-page:details.destination'), to)}
        cars={order.cars.flatMap((car) =>
          car.last_position ? [{ lat: car.last_position.lat, lng: car.last_position.lng, label: carLabel(car.car_number) }] : [],
        )}
      />
    </Suspense>
  );
};
