import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the dashboard. */
export const DashboardSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section">
    <Title order={2} size="h4" mb="sm">
      {title}
    </Title>
    {children}
  </Paper>
);
