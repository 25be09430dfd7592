import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TASK_STATUS_KEYS, TaskStatus, type GuestOrderTracking, type TrackedCar, type TrackedPlace } from '@routier/domain';
import { useFormatters } from '../../../../components/data-table/use-formatters';
import { Fact, SheetRouteMap, SheetSection, vehicleName } from '../../../../components/order-sheet';
import { OrderStatusBadge } from '../../../../components/status-badge';
import { InspectionCompare } from '../order-details/inspection-compare';

/** Where a car stands, in the words of the order page. */
const carStatusKey = (car: TrackedCar) => {
  if (car.is_delivered) return 'order-page:taskStatus.completed';
  if (car.last_position) return 'order-page:guestTracking.onTheRoad';
  if (car.task_status !== null && car.task_status in TASK_STATUS_KEYS)
    return `order-page:taskStatus.${TASK_STATUS_KEYS[car.task_status as TaskStatus]}`;
  return 'order-page:guestTracking.waitingForCarrier';
};

const PlaceLine = ({ label, place }: { label: string; place: TrackedPlace | null }) => (
  <Fact label={label}>{place ? `${place.city}, ${place.province}` : '—'}</Fact>
);

/** A guest's order, read-only: status, dates, route and map, cars with their status and inspections. */
export const GuestTrackingView = ({ order }: { order: GuestOrderTracking }) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const inspected = order.cars.filter((c) => c.pickup || c.delivery);
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('order-page:details.title', { number: order.order_number })}
        </Title>
        <Group gap="sm">
          <OrderStatusBadge status={order.status} isRejected={order.is_rejected} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('order-page:guestTracking.intro')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SheetRouteMap
          order={{
            from: order.from,
            to: order.to,
            cars: order.cars,
          }}
          fitMaxZoom={9}
          title={(from, to) => t('order-page:details.mapTitle', { from, to })}
          carLabel={(number) => t('order-page:details.carOnTheRoad', { number })}
        />
        <SheetSection title={t('order-page:details.route')} id="tracking-route">
          <Stack gap="md">
            <PlaceLine label={t('order-page:details.pickup')} place={order.from} />
            <PlaceLine label={t('order-page:details.destination')} place={order.to} />
          </Stack>
        </SheetSection>
      </SimpleGrid>
      <SheetSection title={t('order-page:details.summary')} id="tracking-dates">
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md" verticalSpacing="md">
          <Fact label={t('order-page:details.orderDate')}>{f.date(order.created_at)}</Fact>
          <Fact label={t('order-page:guestTracking.bookedDate')}>{f.date(order.booked_at)}</Fact>
          <Fact label={t('order-page:details.startDate')}>{f.date(order.start_at)}</Fact>
          <Fact label={t('order-page:details.deliveryDate')}>{f.date(order.due_date)}</Fact>
          <Fact label={t('order-page:details.completedDate')}>{f.date(order.completed_at)}</Fact>
        </SimpleGrid>
      </SheetSection>
      <SheetSection title={t('order-page:details.cars', { count: order.cars.length })} id="tracking-cars">
        {order.cars.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('order-page:details.noCars')}
          </Text>
        ) : (
          <Stack gap="sm">
            {order.cars.map((car) => (
              <Paper key={car.id} withBorder radius="sm" p="sm" data-testid={`tracked-car-${car.car_number}`}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Text fw={600}>{vehicleName(car)}</Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {car.vin_last6 ? t('order-page:guestTracking.vinEnding', { vin: car.vin_last6 }) : '—'}
                    </Text>
                  </Stack>
                  <Badge
                    variant="light"
                    color={car.is_delivered ? 'green' : car.last_position ? 'indigo' : 'gray'}
                    style={{ textTransform: 'none', minWidth: 'max-content' }}
                  >
                    {t(carStatusKey(car))}
                  </Badge>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </SheetSection>
      {inspected.length > 0 && (
        <SheetSection title={t('tracking:inspection.title')} id="tracking-inspections">
          <Stack gap="md">
            {inspected.map((car, i) => (
              <Stack key={car.id} gap="md">
                {i > 0 && <Divider />}
                <InspectionCompare
                  car={{
                    car_id: car.id,
                    year: car.year,
                    make: car.make,
                    model: car.model,
                    vin: car.vin_last6 && `…${car.vin_last6}`,
                    pickup: car.pickup,
                    delivery: car.delivery,
                  }}
                />
              </Stack>
            ))}
          </Stack>
        </SheetSection>
      )}
    </Stack>
  );
};
