import { Suspense } from 'react';
import { Center, Container, Loader, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/data-table/use-is-phone';

const STEP_KEYS = ['addresses', 'vehicles', 'pricing', 'contacts', 'confirm', 'completed'] as const;

export const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common:loading')} />
    </Center>
  );
};

export const WizardFrame = ({ children, strip }: { children: React.ReactNode; strip?: React.ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('wizard:title')}
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
}: {
  active: number;
  onStepClick?: (s: number) => void;
  children: React.ReactNode;
}) => {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const label = (key: (typeof STEP_KEYS)[number]) => t(`wizard:steps.${key}`);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      {phone ? (
        <Stack gap={6}>
          <Text fw={600}>
            {t('wizard:stepOf', { step: active + 1, count: STEP_KEYS.length, label: label(STEP_KEYS[active]) })}
          </Text>
          <Progress value={((active + 1) / STEP_KEYS.length) * 100} aria-label={label(STEP_KEYS[active])} />
        </Stack>
      ) : (
        <Stepper active={active} onStepClick={onStepClick} allowNextStepsSelect={false} size="sm">
          {STEP_KEYS.map((key) => (
            <Stepper.Step key={key} label={label(key)} aria-label={label(key)} />
          ))}
        </Stepper>
      )}
      <Stack mt="lg">
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Stack>
    </Paper>
  );
};
