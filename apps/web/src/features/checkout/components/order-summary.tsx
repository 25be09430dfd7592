import { lazy, Suspense } from 'react';
import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullAddress, type OrderDetail } from '@routier/domain';
import { useFormatters } from '../../../components/data-table/use-formatters';

// Leaflet is heavy: it loads with the map, not with the page.
const RouteMap = lazy(() => import('../../../components/route-map/route-map'));

const methodKey = (order: OrderDetail) => (order.is_enclosed ? 4 : (order.shipping_method ?? 3));

const Field = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  </div>
);

/**
 * Spec §2 step 5: map, addresses, car count, availability date, method, cars and contacts. The price is the
 * price breakdown's beside it, the only total the step shows.
 */
export const OrderSummary = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation(['checkout', 'pricing']);
  const { date } = useFormatters();
  const contact = (type: 'pickup' | 'destination') => order.contact_details.find((c) => c.type === type);
  return (
    <Stack gap="md">
      {order.from && order.to && (
        <Suspense fallback={<Skeleton h={240} radius="md" />}>
          <RouteMap
            from={{ lat: order.from.lat, lng: order.from.lng, label: order.from.address }}
            to={{ lat: order.to.lat, lng: order.to.lng, label: order.to.address }}
            label={t('summary.map', { from: order.from.city, to: order.to.city })}
            height={240}
          />
        </Suspense>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field label={t('summary.from')} value={order.from ? fullAddress(order.from) : '—'} />
        <Field label={t('summary.to')} value={order.to ? fullAddress(order.to) : '—'} />
        <Field
          label={t('summary.method')}
          value={`${t(`pricing:method.${methodKey(order)}`)}${order.is_express ? ` · ${t('pricing:express')}` : ''}`}
        />
        <Field label={t('summary.available')} value={date(order.start_at)} />
        <Field label={t('summary.cars')} value={String(order.cars_amount)} />
      </SimpleGrid>
      {order.cars.length > 0 && (
        <Card withBorder padding="sm">
          <Title order={3} size="h5" mb="xs">
            {t('summary.vehicles')}
          </Title>
          <Stack gap={4}>
            {order.cars.map((car) => (
              <Group key={car.id} gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {[car.year, car.make, car.model].filter(Boolean).join(' ') || t('summary.vehicle', { n: car.car_number })}
                </Text>
                {car.vin && (
                  <Text size="sm" c="dimmed" ff="monospace">
                    {car.vin}
                  </Text>
                )}
                {!car.is_operable && <Text size="sm">· {t('summary.inoperable')}</Text>}
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['pickup', 'destination'] as const).map((type) => {
          const c = contact(type);
          return (
            <Field key={type} label={t(`summary.${type}Contact`)} value={c ? [c.name, c.phone, c.email].join(' · ') : '—'} />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
};
