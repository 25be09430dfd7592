import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

export type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode };

/** The white card every sign-in, register and password page sits in. */
export const AuthCard = ({ title, subtitle, children }: AuthCardProps) => (
  <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  </Paper>
);
