import { Button, Group, Paper, Text } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
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
  const ref = useRef<HTMLDivElement>(null);
  useToastsBelow(ref);
  if (!viewAs) return null;
  return (
    <Paper
      ref={ref}
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

/** Toasts open below the banner (feedback-hosts.module.css): a "read only" toast never covers Stop. */
const useToastsBelow = (ref: RefObject<HTMLDivElement | null>) => {
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(BANNER_HEIGHT, `${banner.offsetHeight}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty(BANNER_HEIGHT);
    };
  }, [ref]);
};

const BANNER_HEIGHT = '--view-as-banner-height';
