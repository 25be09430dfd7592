import { lazy, Suspense, useState } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LOAD_PROGRESS_KEYS, LoadProgress, StepAvailability, TaskStatus, type LoadProgress as Step } from '@routier/domain';
import { useTranslation } from 'react-i18next';
import { useNamespace } from '../../../lib/use-namespace';
import { useAdvanceLoad, useLoadSteps } from '../api/load-steps';
import { loadErrorNotice } from './load-error-text';

export type LoadStepsPanelProps = {
  loadId: number;
  /** the order charges a fuel fee: the completion form asks for it */
  shouldChargeFee: boolean;
  /** after a step or the delivery (e.g. to reload the page's load) */
  onChanged?: () => void;
  /** the order is not running (cancelled, held, finished): nothing can move */
  readOnly?: boolean;
};

// The delivery form (uploads, number input, validation) loads when the driver opens it.
const CompleteLoadModal = lazy(() => import('./complete-load-modal').then((m) => ({ default: m.CompleteLoadModal })));

const MARKS: Record<StepAvailability, { color: string; mark: string }> = {
  [StepAvailability.Done]: { color: 'green', mark: '✓' },
  [StepAvailability.Current]: { color: 'blue', mark: '→' },
  [StepAvailability.Inactive]: { color: 'gray', mark: '·' },
  [StepAvailability.Other]: { color: 'gray', mark: '–' },
};

/**
 * A load's six progress steps (spec "Load status steps") with the action for the next one: large buttons for a
 * phone. The sixth step is reached through Complete (the delivery form), never as a plain step.
 */
export const LoadStepsPanel = (props: LoadStepsPanelProps) => {
  const ready = useNamespace('driver');
  return ready ? <StepsPanel {...props} /> : <Skeleton height={320} radius="md" />;
};

const StepsPanel = ({ loadId, shouldChargeFee, onChanged, readOnly = false }: LoadStepsPanelProps) => {
  const { t } = useTranslation();
  const steps = useLoadSteps(loadId);
  const advance = useAdvanceLoad(loadId);
  const [completing, setCompleting] = useState(false);

  if (steps.isPending) return <Skeleton height={320} radius="md" />;
  if (steps.isError) {
    return (
      <Alert color="red" title={t('driver:errors.stepsFailed')}>
        <Button variant="light" mih={48} onClick={() => void steps.refetch()}>
          {t('driver:retry')}
        </Button>
      </Alert>
    );
  }
  const { steps: list, progress, status } = steps.data;
  // only an accepted load of a running order moves: a cancelled or rejected load keeps its buttons disabled
  const runnable = status === TaskStatus.Accepted && !readOnly;
  const current = list.find((s) => s.availability === StepAvailability.Current);
  const allDone = list.every((s) => s.availability === StepAvailability.Done);
  const firstStart = list.find((s) => s.availability === StepAvailability.Inactive);

  const handleAdvance = () =>
    advance.mutate(progress, {
      onSuccess: () => onChanged?.(),
      onError: (error) =>
        notifications.show({
          closeButtonProps: { 'aria-label': t('driver:close') },
          color: 'red',
          ...loadErrorNotice(error, 'stepFailed'),
        }),
    });

  return (
    <Stack gap="xs" data-testid="load-steps">
      <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.map((step) => {
          const mark = MARKS[step.availability];
          const label = t(`loads:progress.${LOAD_PROGRESS_KEYS[step.status as Step]}`);
          return (
            <Group
              key={step.status}
              component="li"
              gap="sm"
              wrap="nowrap"
              aria-current={step.availability === StepAvailability.Current ? 'step' : undefined}
            >
              <ThemeIcon
                radius="xl"
                size={32}
                color={mark.color}
                variant={step.availability === 1 ? 'filled' : 'light'}
                aria-hidden
              >
                {mark.mark}
              </ThemeIcon>
              <Text
                fw={step.availability === StepAvailability.Current ? 700 : 400}
                c={step.availability === 3 ? 'dimmed' : undefined}
              >
                {label}
              </Text>
              {step.availability === StepAvailability.Done && <VisuallyHidden>{t('driver:steps.done')}</VisuallyHidden>}
              {step === firstStart && (
                <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
                  {t('driver:steps.start')}
                </Badge>
              )}
            </Group>
          );
        })}
      </Stack>
      {current && current.status !== LoadProgress.OrderCompleted && (
        <Button size="lg" mih={52} fullWidth loading={advance.isPending} disabled={!runnable} onClick={handleAdvance}>
          {t(`driver:steps.action.${LOAD_PROGRESS_KEYS[current.status as Step]}`)}
        </Button>
      )}
      {status === TaskStatus.Cancelled && (
        <Text size="sm" c="dimmed">
          {t('driver:steps.cancelled')}
        </Text>
      )}
      {!allDone && (
        <Button
          size="lg"
          mih={52}
          fullWidth
          color="teal.9"
          variant={runnable && progress >= LoadProgress.BeginTransport ? 'filled' : 'light'}
          disabled={!runnable || progress < LoadProgress.BeginTransport}
          onClick={() => setCompleting(true)}
        >
          {t('driver:steps.complete')}
        </Button>
      )}
      {completing && (
        <Suspense fallback={null}>
          <CompleteLoadModal
            loadId={loadId}
            shouldChargeFee={shouldChargeFee}
            opened={completing}
            onClose={() => setCompleting(false)}
            onCompleted={() => {
              setCompleting(false);
              onChanged?.();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
};
