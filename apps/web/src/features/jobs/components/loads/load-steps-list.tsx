import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StepAvailability, type JobLoad } from '@routier/domain';

const COLORS: Record<StepAvailability, string> = { 1: 'green', 2: 'blue.8', 3: 'gray', 4: 'gray' };

/**
 * A load's progress steps in order, read-only (spec "Load status steps"): done, current, not yet, or waiting
 * for the driver to accept. The driver's controls replace this list where they apply.
 */
export const LoadStepsList = ({ load }: { load: JobLoad }) => {
  const { t } = useTranslation();
  return (
    <ol style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      {load.steps.map((step, i) => (
        <li key={step.status}>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed" aria-hidden>
              {i + 1}.
            </Text>
            <Badge
              variant={step.availability === StepAvailability.Current ? 'filled' : 'light'}
              color={COLORS[step.availability]}
              style={{ textTransform: 'none' }}
              title={t(`job-page:availability.${step.availability}`)}
            >
              {t(`job-page:step.${step.status}`)}
              <VisuallyHidden>{` (${t(`job-page:availability.${step.availability}`)})`}</VisuallyHidden>
            </Badge>
          </Group>
        </li>
      ))}
    </ol>
  );
};
