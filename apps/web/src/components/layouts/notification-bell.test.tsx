import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import '../../lib/i18n';
import { api } from '../../lib/api-client';
import { emitLiveEvent } from '../../lib/live/live-events';
import { NotificationBell } from './notification-bell';
import { mockApi } from '../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);

const renderBell = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('NotificationBell', () => {
  beforeEach(() => get.mockReset());

  it('caps the count at 99+ and links to /notifications', async () => {
    get.mockResolvedValue({ unread_count: 250, unread_notification_order_ids: [1] });
    renderBell();
    await screen.findByText('99+');
    const link = screen.getByRole('link', { name: 'Notifications, 250 unread' });
    expect(link.getAttribute('href')).toBe('/notifications');
  });

  it('shows no count when everything is read, and refetches on the live event', async () => {
    get.mockResolvedValueOnce({ unread_count: 0, unread_notification_order_ids: [] });
    get.mockResolvedValue({ unread_count: 3, unread_notification_order_ids: [1, 2] });
    renderBell();
    await screen.findByRole('link', { name: 'Notifications, none unread' });
    emitLiveEvent({ kind: 'notifications' });
    await waitFor(() => expect(screen.getByText('3')).toBeTruthy());
  });
});
