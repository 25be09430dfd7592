import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  cancelLoadBlock,
  changeLoadCarsBlock,
  editLoadBlock,
  jobTakesLoadChanges,
  LoadRuleError,
  maxCarsPerLoad,
  TASK_STATUS_KEYS,
  TaskStatus,
  type CarDetail,
  type CarrierOrderDetail,
  type JobLoad,
} from '@routier/domain';
import { useFormatters } from '../../../../components/data-table/use-formatters';
import { errorMessage } from '../../../../components/feedback';
import { ApiError } from '../../../../lib/api-client';
import { useAcceptForDriver, useCancelLoad, useChangeLoadCar } from '../../api/job-loads';
import { vehicleName } from '../../../../components/order-sheet';
import { carChoiceLabel } from './car-choice';
import { LoadStepsList } from './load-steps-list';
import { notify } from './notify';
import { errorReasons, ruleText } from './rule-text';

const STATUS_COLORS: Record<TaskStatus, string> = { 11: 'yellow', 12: 'blue', 13: 'red', 14: 'gray' };

/** A button that stays focusable when refused, so its reason (a tooltip) can be read. */
const GuardedButton = ({
  reason,
  onClick,
  children,
  color,
}: {
  reason: string | null;
  onClick: () => void;
  children: React.ReactNode;
  color?: string;
}) => {
  const button = (
    <Button
      size="xs"
      mih={36}
      variant="light"
      color={color}
      data-disabled={reason ? true : undefined}
      aria-disabled={reason ? true : undefined}
      onClick={(e) => (reason ? e.preventDefault() : onClick())}
    >
      {children}
    </Button>
  );
  return reason ? (
    <Tooltip label={reason} multiline w={240} events={{ hover: true, focus: true, touch: true }}>
      {button}
    </Tooltip>
  ) : (
    button
  );
};

const Labelled = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <div>{children}</div>
  </Stack>
);

type Props = {
  load: JobLoad;
  order: CarrierOrderDetail;
  /** cars of the job no live load carries */
  freeCars: CarDetail[];
  onEdit: (load: JobLoad) => void;
  /** the steps with their actions, when the page gives them */
  steps?: React.ReactNode;
};

/** One load: driver, vehicle, route, due date, cars, progress, and what the carrier may still change. */
export const LoadCard = ({ load, order, freeCars, onEdit, steps }: Props) => {
  const { t } = useTranslation();
  const f = useFormatters();
  const [confirming, setConfirming] = useState(false);
  const [carToAdd, setCarToAdd] = useState<string | null>(null);
  const cancel = useCancelLoad(order.id);
  const changeCar = useChangeLoadCar(order.id);
  const acceptFor = useAcceptForDriver(order.id);
  const open = jobTakesLoadChanges(order.status);
  const state = { status: load.status, progress: load.progress };
  const closed = open ? null : ruleText(LoadRuleError.jobNotOpen);
  const cancelReason = closed ?? (cancelLoadBlock(state) && ruleText(cancelLoadBlock(state)!));
  const editReason =
    closed ?? (editLoadBlock(state, order.shipping_method) && ruleText(editLoadBlock(state, order.shipping_method)!));
  const carsBlocked = !open || changeLoadCarsBlock(state) !== null;
  const capacity = maxCarsPerLoad(order.shipping_method, load.vehicle?.capacity ?? null);
  const canAddCar = !carsBlocked && freeCars.length > 0 && load.cars.length < capacity;
  const driverName = load.driver?.full_name ?? '—';

  const failed = (error: unknown, title: string) =>
    notify('red', (error instanceof ApiError ? errorReasons(error.errors) : []).join(' ') || errorMessage(error), title);

  const handleCancel = () =>
    cancel.mutate(load.id, {
      onSuccess: () => {
        setConfirming(false);
        notify('green', t('job-page:loads.cancelled'));
      },
      onError: (error) => {
        setConfirming(false);
        failed(error, t('job-page:errors.cancelBlocked'));
      },
    });

  const handleAcceptFor = () =>
    acceptFor.mutate(load.id, {
      onSuccess: () => notify('green', t('job-page:loads.acceptedForDriver', { driver: driverName })),
      onError: (error) => failed(error, t('job-page:errors.somethingWentWrong')),
    });

  const handleCar = (carId: number, action: 'add' | 'remove') =>
    changeCar.mutate(
      { loadId: load.id, carId, action },
      {
        onSuccess: () => {
          setCarToAdd(null);
          notify('green', t(action === 'add' ? 'job-page:loads.carAdded' : 'job-page:loads.carRemoved'));
        },
        onError: (error) => failed(error, t('job-page:errors.somethingWentWrong')),
      },
    );

  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={`load-${load.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700} id={`load-${load.id}`}>
            {t('job-page:loads.loadTitle', { id: load.id })}
          </Text>
          <Group gap={6}>
            {load.is_late && (
              <Badge color="red.9" variant="filled" style={{ textTransform: 'none' }}>
                {t('job-page:loads.late')}
              </Badge>
            )}
            <Badge color={STATUS_COLORS[load.status]} variant="light" style={{ textTransform: 'none' }}>
              {t(`order-page:taskStatus.${TASK_STATUS_KEYS[load.status]}`)}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Labelled label={t('job-page:loads.driver')}>
            <Text size="sm">{driverName}</Text>
            {load.driver?.phone && (
              <Anchor size="sm" href={`tel:${load.driver.phone}`}>
                {load.driver.phone}
              </Anchor>
            )}
          </Labelled>
          <Labelled label={t('job-page:loads.vehicle')}>
            <Text size="sm">
              {load.vehicle
                ? `${t(`job-page:vehicleType.${load.vehicle.type}`)} · ${t('job-page:loads.plate', { plate: load.vehicle.license_plate })}`
                : t('job-page:loads.noVehicle')}
            </Text>
          </Labelled>
          <Labelled label={t('job-page:loads.route')}>
            <Text size="sm">{[load.from?.city, load.to?.city].map((c) => c || '—').join(' → ')}</Text>
          </Labelled>
          <Labelled label={t('job-page:loads.dueDate')}>
            <Text size="sm">{f.date(load.due_date)}</Text>
          </Labelled>
        </SimpleGrid>
        <Labelled label={t('job-page:loads.cars')}>
          <Stack gap={4}>
            {load.cars.map((car) => (
              <Group key={car.id} gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {vehicleName(car)}{' '}
                  <Text span size="xs" ff="monospace" c="dimmed">
                    {car.vin ?? ''}
                  </Text>
                </Text>
                {!carsBlocked && load.cars.length > 1 && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    mih={32}
                    loading={changeCar.isPending && changeCar.variables?.carId === car.id}
                    onClick={() => handleCar(car.id, 'remove')}
                    aria-label={t('job-page:loads.removeCar', { car: car.vin ?? vehicleName(car) })}
                  >
                    ✕
                  </Button>
                )}
              </Group>
            ))}
            {canAddCar && (
              <Group gap="xs" align="flex-end" wrap="wrap">
                {/* a native select: the page stays light (Mantine's Select brings its combobox) */}
                <NativeSelect
                  size="xs"
                  label={t('job-page:loads.addCar')}
                  data={[
                    { value: '', label: t('job-page:loads.addCarPlaceholder') },
                    ...freeCars.map((c) => ({ value: String(c.id), label: carChoiceLabel(c) })),
                  ]}
                  value={carToAdd ?? ''}
                  onChange={(e) => setCarToAdd(e.currentTarget.value || null)}
                  style={{ flex: '1 1 200px' }}
                />
                <Button
                  size="xs"
                  mih={32}
                  disabled={!carToAdd}
                  loading={changeCar.isPending && changeCar.variables?.action === 'add'}
                  onClick={() => carToAdd && handleCar(Number(carToAdd), 'add')}
                >
                  {t('job-page:loads.addCarButton')}
                </Button>
              </Group>
            )}
          </Stack>
        </Labelled>
        {open && load.status === TaskStatus.Assigned && (
          <Paper withBorder p="sm" radius="md" bg="yellow.0">
            <Stack gap="xs">
              <Text size="sm">{t('job-page:loads.awaitingDriver', { driver: driverName })}</Text>
              <Group>
                <Button size="xs" mih={36} loading={acceptFor.isPending} onClick={handleAcceptFor}>
                  {t('job-page:loads.acceptForDriver')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
        <Labelled label={t('job-page:loads.steps')}>{steps ?? <LoadStepsList load={load} />}</Labelled>
        <Group gap="xs">
          <GuardedButton reason={editReason || null} onClick={() => onEdit(load)}>
            {t('job-page:loads.edit')}
          </GuardedButton>
          <GuardedButton reason={cancelReason || null} color="red" onClick={() => setConfirming(true)}>
            {t('job-page:loads.cancel')}
          </GuardedButton>
        </Group>
      </Stack>
      {confirming && (
        // inline rather than a modal: the question stays beside the load it is about
        <Paper withBorder p="sm" mt="sm" radius="md" role="group" aria-labelledby={`cancel-${load.id}`} bg="red.0">
          <Text fw={600} id={`cancel-${load.id}`}>
            {t('job-page:loads.cancelTitle')}
          </Text>
          <Text size="sm">{t('job-page:loads.cancelText', { driver: driverName })}</Text>
          <Group justify="flex-end" mt="sm" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)} autoFocus>
              {t('job-page:loads.keep')}
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={handleCancel}>
              {t('job-page:loads.confirmCancel')}
            </Button>
          </Group>
        </Paper>
      )}
    </Card>
  );
};
