import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { STATISTICS_CACHE_KEY } from '../api/get-job-statistics';
import { SHOW_STATISTICS_KEY } from '../hooks/use-statistics-toggle';
import { JobStatisticsPanel } from './job-statistics';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);

const STATS = {
  orders_in_progress: 5,
  pending_quote_requests: 0,
  late_orders: 2,
  unassigned_loads: 4,
  upcoming_delivery: 3,
  upcoming_pickups: 1,
  active_dispatchers: 2,
  active_drivers: 7,
};

const renderPanel = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <JobStatisticsPanel />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('JobStatisticsPanel', () => {
  beforeEach(() => {
    localStorage.clear();
    get.mockReset();
    get.mockResolvedValue(STATS);
  });

  it('is hidden until shown, then loads the figures and remembers both', async () => {
    renderPanel();
    expect(screen.queryByText('Unassigned loads')).toBeNull();
    expect(get).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('switch', { name: 'Show statistics' }));
    expect(await screen.findByText('7')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/orders/active-statistics', expect.anything());
    expect(localStorage.getItem(SHOW_STATISTICS_KEY)).toBe('1');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STATISTICS_CACHE_KEY)!)).toEqual(STATS));
  });

  it('shows the cached figures at once while fresh ones load', async () => {
    localStorage.setItem(SHOW_STATISTICS_KEY, '1');
    localStorage.setItem(STATISTICS_CACHE_KEY, JSON.stringify({ ...STATS, active_drivers: 9 }));
    get.mockReturnValue(new Promise(() => undefined));
    renderPanel();
    expect(screen.getByText('Active drivers')).toBeTruthy();
    expect(await screen.findByText('9')).toBeTruthy();
  });
});
