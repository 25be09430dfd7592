import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export const Brand = () => (
  <Link
    to="/"
    style={{ textDecoration: 'none', color: 'inherit', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
    aria-label="Routier"
  >
    <Group gap={6} wrap="nowrap">
      <img src="/favicon.svg" width={28} height={28} alt="" />
      <Text fw={800} size="lg" c="routier.8">
        Routier
      </Text>
    </Group>
  </Link>
);
