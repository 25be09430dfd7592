import type { ReactNode } from 'react';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { DEFAULT_THEME, MantineProvider, createTheme, darken, type CSSVariablesResolver } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

const theme = createTheme({
  primaryColor: 'routier',
  colors: {
    routier: ['#e8f0fa', '#cddcef', '#9bb8df', '#6592cf', '#3d73c1', '#2762b5', '#1c5aaf', '#124b99', '#08428a', '#00377a'],
  },
  fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  defaultRadius: 'md',
});

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

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <Notifications position="top-right" autoClose={5000} />
        {children}
      </ModalsProvider>
    </QueryClientProvider>
  </MantineProvider>
);
