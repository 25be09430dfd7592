import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stopViewAs } from '../../lib/session';
import { getViewAs } from '../../lib/storage';

/**
 * While an operator views the product as a user (decision 069), on every page: whose view it is, that it is read
 * only, and Stop, which ends that session and brings him back to his console as himself.
 */
export const ViewAsBanner = () => {
  const { t } = useTranslation();
  const [viewAs] = useState(getViewAs);
  const [stopping, setStopping] = useState(false);
  if (!viewAs) return null;
  return (
    <Paper
      role="region"
      aria-label={t('common:viewAs.banner', { name: viewAs.name })}
      data-testid="view-as-banner"
      radius={0}
      px="md"
      py={6}
      mx="calc(var(--app-shell-padding) * -1)"
      mt="calc(var(--app-shell-padding) * -1)"
      mb="md"
      bg="yellow.2"
      c="dark.9"
      style={{ position: 'sticky', top: 'var(--app-shell-header-offset, 60px)', zIndex: 150 }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('common:viewAs.banner', { name: viewAs.name })}
        </Text>
        <Button
          size="xs"
          color="dark"
          loading={stopping}
          onClick={() => {
            setStopping(true);
            void stopViewAs();
          }}
        >
          {t('common:viewAs.stop')}
        </Button>
      </Group>
    </Paper>
  );
};
