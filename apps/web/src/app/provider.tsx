import type { ReactNode } from 'react';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider, createTheme } from '@mantine/core';
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

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme}>
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <Notifications position="top-right" autoClose={5000} />
        {children}
      </ModalsProvider>
    </QueryClientProvider>
  </MantineProvider>
);
