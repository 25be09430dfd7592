import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

/** Loading failed: what happened and a way to try again. */
export const DashboardError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('dashboards');
  return (
    <Alert color="red" variant="light" title={t('error.title')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('error.body')}</Text>
        <Button variant="white" color="red" mih={44} onClick={onRetry}>
          {t('error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
};

/** Nothing happened in these months yet: say so, and offer the next step. */
export const DashboardEmpty = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('dashboards');
  return (
    <Paper withBorder radius="md" p="xl" ta="center" data-testid="dashboard-empty">
      <Stack align="center" gap="sm">
        <Text fw={600}>{t('empty.title')}</Text>
        {children}
      </Stack>
    </Paper>
  );
};

/** The chart's place while it or its figures load. */
export const ChartSkeleton = () => <Skeleton height={280} radius="md" />;
