import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardStepProps } from '../../../components/order-wizard/wizard-step';

/** Placeholder until this step's own feature lands: it only moves the wizard on. */
export const PricingStep = ({ onNext, onBack }: WizardStepProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="pricing-step">
      <Text c="dimmed">{t('wizard:placeholder')}</Text>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('wizard:back')}
        </Button>
        <Button onClick={onNext}>{t('wizard:next')}</Button>
      </Group>
    </Stack>
  );
};
