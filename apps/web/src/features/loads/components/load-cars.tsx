import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { inspectionKindAllowed, type DriverLoad, type InspectionKind } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { BillOfLadingButton } from '../../../components/bill-of-lading';

type Car = DriverLoad['cars'][number];
export const carLabel = (car: Car) => [car.year, car.make, car.model].filter(Boolean).join(' ');

/** The load's cars with their inspections at each end, and the inspection to do now. */
export const LoadCars = ({ load, onInspect }: { load: DriverLoad; onInspect: (car: Car, kind: InspectionKind) => void }) => {
  const { t } = useTranslation();
  const now = inspectionKindAllowed(load);
  const done = (carId: number, kind: InspectionKind) => load.inspections.some((i) => i.car_id === carId && i.kind === kind);
  return (
    <Stack gap="sm" component="section" aria-labelledby="load-cars-title">
      <Title order={2} size="h4" id="load-cars-title">
        {t('loads:card.cars', { count: load.cars.length })}
      </Title>
      {load.cars.map((car) => (
        <Card key={car.id} withBorder radius="md" padding="sm" data-testid={`load-car-${car.id}`}>
          <Stack gap={6}>
            <Text fw={600}>{carLabel(car) || t('loads:card.unknownCar')}</Text>
            {car.vin && (
              <Text size="sm" ff="monospace" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {car.vin}
              </Text>
            )}
            <Group gap="xs">
              {(['pickup', 'delivery'] as const).map((kind) => (
                <Badge key={kind} variant="light" color={done(car.id, kind) ? 'green' : 'gray'} style={{ textTransform: 'none' }}>
                  {t(`driver:inspection.${kind}`)} ·{' '}
                  {done(car.id, kind) ? t('driver:inspection.done') : t('driver:inspection.todo')}
                </Badge>
              ))}
              {car.is_delivered && (
                <Badge variant="filled" color="teal.9" style={{ textTransform: 'none' }}>
                  {t('driver:load.delivered')}
                </Badge>
              )}
            </Group>
            {/* the car's bill of lading (PDF), e.g. to have it signed at either end */}
            <BillOfLadingButton carId={car.id} variant="default" mih={48}>
              {t('driver:load.billOfLading')}
            </BillOfLadingButton>
            {now && (
              <Button mih={48} variant={done(car.id, now) ? 'light' : 'filled'} onClick={() => onInspect(car, now)}>
                {t(done(car.id, now) ? `driver:inspection.redo.${now}` : `driver:inspection.start.${now}`)}
              </Button>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
};
