import { Suspense, lazy } from 'react';
import { Center, Container, Loader, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/data-table/use-is-phone';

// The first two steps of both wizards (order, auto dispatch): their code loads when the step opens.
export const AddressesStep = lazy(() =>
  import('../../../features/orders/components/wizard/addresses-step').then((m) => ({ default: m.AddressesStep })),
);
export const VehiclesStep = lazy(() =>
  import('../../../features/orders/components/wizard/vehicles-step').then((m) => ({ default: m.VehiclesStep })),
);

const STEP_KEYS = ['addresses', 'vehicles', 'pricing', 'contacts', 'confirm', 'completed'] as const;

export const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common:loading')} />
    </Center>
  );
};

export const WizardFrame = ({
  children,
  strip,
  title,
}: {
  children: React.ReactNode;
  strip?: React.ReactNode;
  /** another wizard's title (default: create order) */
  title?: string;
}) => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title ?? t('wizard:title')}
        </Title>
        {strip}
        {children}
      </Stack>
    </Container>
  );
};

export const WizardStepper = ({
  active,
  onStepClick,
  children,
  labels,
}: {
  active: number;
  onStepClick?: (s: number) => void;
  children: React.ReactNode;
  /** another wizard's step names (default: the order wizard's six) */
  labels?: readonly string[];
}) => {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const names = labels ?? STEP_KEYS.map((key) => t(`wizard:steps.${key}`));
  // past the last step (e.g. a request sent): every step is done
  const shown = Math.min(active, names.length - 1);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      {phone ? (
        <Stack gap={6}>
          <Text fw={600}>{t('wizard:stepOf', { step: shown + 1, count: names.length, label: names[shown] })}</Text>
          <Progress value={((shown + 1) / names.length) * 100} aria-label={names[shown]} />
        </Stack>
      ) : (
        <Stepper active={active} onStepClick={onStepClick} allowNextStepsSelect={false} size="sm">
          {names.map((name) => (
            <Stepper.Step key={name} label={name} aria-label={name} />
          ))}
        </Stepper>
      )}
      <Stack mt="lg">
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Stack>
    </Paper>
  );
};
