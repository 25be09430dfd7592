import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { DEFAULT_THEME, MantineProvider, darken, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

/**
 * Mantine's default dimmed grey, error red (3.3:1) and light-variant text (shade 6 on a pale tint) fail WCAG AA
 * contrast; use darker shades in the light scheme.
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries({ ...DEFAULT_THEME.colors, ...theme.colors }).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades?.[9] ?? '#000', 0.35),
      ]),
    ),
  },
  dark: {},
});

/**
 * Toasts and confirm dialogs are opened through Mantine's stores and events (`notifications.show`,
 * `modals.openConfirmModal`), so their hosts need no children: they load once the first page is up and the
 * browser is idle (a toast shown before that appears when they mount).
 */
const FeedbackHosts = lazy(() => import('./feedback-hosts').then((m) => ({ default: m.FeedbackHosts })));

const useWhenIdle = () => {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 300);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
};

/** Its own component: when it turns idle, only it renders again (MantineProvider's context would re-render every Mantine component). */
const FeedbackHostsWhenIdle = () => {
  const idle = useWhenIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHosts />
    </Suspense>
  );
};

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
    <QueryClientProvider client={queryClient}>
      {children}
      <FeedbackHostsWhenIdle />
    </QueryClientProvider>
  </MantineProvider>
);
