import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isInTransport, TASK_STATUS_KEYS, TaskStatus, type DriverLoad, type InspectionKind } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/data-table';
import { errorMessage } from '../../../components/feedback';
import { useAnswerLoad } from '../api/get-assigned-load';
import { useSharePosition } from '../hooks/use-share-position';
import { carLabel, LoadCars } from './load-cars';
import { LoadPlaceCard } from './load-place';
import { LoadStepsPanel } from './load-steps-panel';
import { PositionSharing } from './position-sharing';

export type InspectionSlot = {
  car: { id: number; label: string };
  kind: InspectionKind;
  onDone: () => void;
};

export type DriverLoadViewProps = {
  load: DriverLoad;
  /** the inspection form (the page composes it from the inspections feature) */
  renderInspection: (slot: InspectionSlot) => ReactNode;
  onChanged: () => void;
};

/** One load on the driver's phone: answer it, the two ends, the cars and their inspections, the steps. */
export const DriverLoadView = ({ load, renderInspection, onChanged }: DriverLoadViewProps) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const answer = useAnswerLoad(load.id);
  const sharing = useSharePosition(load.id, isInTransport(load));
  const [inspecting, setInspecting] = useState<{ car: DriverLoad['cars'][number]; kind: InspectionKind } | null>(null);
  const accepted = load.status === TaskStatus.Accepted;
  const contact = (type: 'pickup' | 'destination') => load.contacts.find((c) => c.type === type);

  const handleAnswer = (value: 'accept' | 'reject') =>
    answer.mutate(value, {
      onSuccess: () =>
        notifications.show({
          closeButtonProps: { 'aria-label': t('driver:close') },
          color: value === 'accept' ? 'green' : 'gray',
          message: t(`driver:load.${value}ed`),
        }),
      onError: (error) =>
        notifications.show({
          closeButtonProps: { 'aria-label': t('driver:close') },
          color: 'red',
          title: t('common:error'),
          message: errorMessage(error),
        }),
    });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={1} size="h2">
            {t('driver:load.title', { number: load.order_number })}
          </Title>
          <Badge variant="light" size="lg" style={{ textTransform: 'none', flexShrink: 0 }}>
            {t(`loads:status.${TASK_STATUS_KEYS[load.status] ?? 'unknown'}`)}
          </Badge>
        </Group>
        <Group gap="xs">
          <Text size="sm">{t('driver:load.due', { date: date(load.due_date) })}</Text>
          {load.is_late && (
            <Badge color="red.9" variant="filled" style={{ textTransform: 'none' }}>
              {t('driver:load.late')}
            </Badge>
          )}
        </Group>
      </Stack>

      {load.status === TaskStatus.Assigned && (
        <Alert color="blue" title={t('driver:load.newTitle')}>
          <Stack gap="sm">
            <Text size="sm">{t('driver:load.newHint')}</Text>
            <SimpleGrid cols={2}>
              <Button
                mih={52}
                size="md"
                color="teal.9"
                loading={answer.isPending && answer.variables === 'accept'}
                onClick={() => handleAnswer('accept')}
              >
                {t('driver:load.accept')}
              </Button>
              <Button
                mih={52}
                size="md"
                color="red"
                variant="light"
                loading={answer.isPending && answer.variables === 'reject'}
                onClick={() => handleAnswer('reject')}
              >
                {t('driver:load.reject')}
              </Button>
            </SimpleGrid>
          </Stack>
        </Alert>
      )}
      {load.status === TaskStatus.Rejected && <Alert color="gray">{t('driver:load.rejectedHint')}</Alert>}

      <PositionSharing state={sharing} />
      {load.delivery && (
        <Alert color="green" title={t('driver:load.deliveredTitle')}>
          {t('driver:load.deliveredOn', { date: date(load.delivery.delivered_at) })}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <LoadPlaceCard title={t('driver:load.pickup')} place={load.from} contact={contact('pickup')} />
        <LoadPlaceCard title={t('driver:load.destination')} place={load.to} contact={contact('destination')} />
      </SimpleGrid>

      {accepted && (
        <Stack gap="sm" component="section" aria-labelledby="load-steps-title">
          <Title order={2} size="h4" id="load-steps-title">
            {t('driver:steps.title')}
          </Title>
          <LoadStepsPanel loadId={load.id} shouldChargeFee={load.should_charge_fee} onChanged={onChanged} />
        </Stack>
      )}

      <LoadCars load={load} onInspect={(car, kind) => setInspecting({ car, kind })} />

      <Modal
        opened={inspecting !== null}
        onClose={() => setInspecting(null)}
        fullScreen
        closeButtonProps={{ 'aria-label': t('driver:close') }}
        title={inspecting ? t(`driver:inspection.title.${inspecting.kind}`, { car: carLabel(inspecting.car) }) : ''}
      >
        {inspecting &&
          renderInspection({
            car: { id: inspecting.car.id, label: carLabel(inspecting.car) },
            kind: inspecting.kind,
            onDone: () => {
              setInspecting(null);
              onChanged();
            },
          })}
      </Modal>
    </Stack>
  );
};
