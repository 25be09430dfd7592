import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { inspectionKindAllowed, type InspectionKind, type JobLoad } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useNamespace } from '../../../lib/use-namespace';
import { carLabel } from './load-cars';

type Car = JobLoad['cars'][number];

export type CrewInspectionsProps = {
  load: Pick<JobLoad, 'status' | 'progress' | 'cars'>;
  /** whether the car was inspected at that end */
  done: (carId: number, kind: InspectionKind) => boolean;
  onInspect: (car: Car, kind: InspectionKind) => void;
};

/**
 * On the job page, the inspections the load needs now (at pickup while inspecting, at delivery while in transport),
 * taken by the company for a driver without a phone (decisions 026, 057): each car with its state and its form.
 */
export const CrewInspections = ({ load, done, onInspect }: CrewInspectionsProps) => {
  const { t } = useTranslation();
  const ready = useNamespace('driver');
  const now = inspectionKindAllowed(load);
  if (!now || !ready) return null;
  return (
    <Stack gap={6} role="group" aria-label={t(`driver:inspection.formLabel.${now}`)}>
      <Text size="sm" c="dimmed">
        {t('driver:inspection.crewHint')}
      </Text>
      {load.cars.map((car) => {
        const inspected = done(car.id, now);
        const label = carLabel(car) || car.vin || t('loads:card.unknownCar');
        return (
          <Group key={car.id} gap="xs" justify="space-between" wrap="wrap">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{label}</Text>
              <Badge variant="light" color={inspected ? 'green' : 'gray'} style={{ textTransform: 'none' }}>
                {t(`driver:inspection.${now}`)} · {inspected ? t('driver:inspection.done') : t('driver:inspection.todo')}
              </Badge>
            </Group>
            <Button
              size="xs"
              mih={36}
              variant={inspected ? 'light' : 'filled'}
              onClick={() => onInspect(car, now)}
              aria-label={`${t(inspected ? `driver:inspection.redo.${now}` : `driver:inspection.start.${now}`)} · ${label}`}
            >
              {t(inspected ? `driver:inspection.redo.${now}` : `driver:inspection.start.${now}`)}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
};
