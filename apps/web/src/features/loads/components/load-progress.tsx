import { Group, Progress, Text } from '@mantine/core';
import { LOAD_PROGRESS_KEYS, type LoadProgress as LoadProgressStep } from '@routier/domain';
import { useTranslation } from 'react-i18next';

const STEPS = Object.keys(LOAD_PROGRESS_KEYS).length;

/** The load's current progress step (0 = not started) as a label and a bar. */
export const LoadProgress = ({ progress }: { progress: number }) => {
  const { t } = useTranslation();
  const key = LOAD_PROGRESS_KEYS[progress as LoadProgressStep];
  const label = key ? t(`loads:progress.${key}`) : t('loads:progress.notStarted');
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {t('loads:progress.step', { step: key ? progress : 0, total: STEPS })}
        </Text>
      </Group>
      <Progress value={key ? (progress / STEPS) * 100 : 0} size="sm" aria-label={label} />
    </div>
  );
};
