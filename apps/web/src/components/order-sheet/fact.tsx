import { Stack, Text } from '@mantine/core';

/** A small uppercase label over its value. */
export const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm" component="div">
      {children}
    </Text>
  </Stack>
);
