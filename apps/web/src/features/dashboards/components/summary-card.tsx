import { Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { label: string; value: string | null; hint?: ReactNode; testId?: string };

/** One figure of a dashboard: its name, its value (a skeleton while loading) and a line under it. */
export const SummaryCard = ({ label, value, hint, testId }: Props) => (
  <Paper withBorder radius="md" p="md" component="li" data-testid={testId}>
    <Text size="sm" c="dimmed" fw={600}>
      {label}
    </Text>
    {value === null ? (
      <Skeleton height={32} mt={4} width="60%" />
    ) : (
      <Text fz={28} fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }} data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </Text>
    )}
    {value !== null && hint}
  </Paper>
);
