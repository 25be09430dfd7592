import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { DealerDashboard } from '@routier/domain';
import { loadNamespace } from '../../../lib/i18n';
import { api, ApiError } from '../../../lib/api-client';
import { DealerDashboardView } from './dealer-dashboard';
import { mockApi } from '../../../test/mock-api';

mockApi();
// the chart and the picker have their own libraries; here they only show they were given the figures
vi.mock('./lazy-parts', () => ({
  LazyDashboardChart: ({ points }: { points: { interval: string }[] }) => <p>chart of {points.length} months</p>,
  LazyMonthRangePicker: ({ range }: { range: { start: string; end: string } }) => (
    <p>
      months {range.start} to {range.end}
    </p>
  ),
}));
const post = vi.mocked(api.post);

const delta = (previous: number, change: number, percent: number | null) => ({ previous, change, percent });
const DASHBOARD: DealerDashboard = {
  range: { start_date: '2026-01', end_date: '2026-03' },
  previous_range: { start_date: '2025-10', end_date: '2025-12' },
  total_spend: 1686.5,
  cancellation_fees: 65,
  refunded: 120,
  orders_completed: 4,
  orders_by_type: { drive_away: 1, flatbed: 2, haul_away: 3 },
  orders_in_progress: 3,
  awaiting_quotes: 1,
  delta: {
    total_spend: delta(1000, 686.5, 68.7),
    orders_completed: delta(5, -1, -20),
    drive_away: delta(0, 1, null),
    flatbed: delta(2, 0, 0),
    haul_away: delta(1, 2, 200),
  },
  chart: [
    { interval: '2026-01', current_year: 500, last_year: 100 },
    { interval: '2026-02', current_year: 0, last_year: 0 },
    { interval: '2026-03', current_year: 1186.5, last_year: 800 },
  ],
};

const renderView = (url = '/dashboard?from=2026-01&to=2026-03') =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <DealerDashboardView />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('the dealer dashboard', () => {
  beforeAll(() => loadNamespace('dashboards'));
  afterAll(() => vi.useRealTimers());
  beforeEach(() => {
    post.mockReset();
    vi.setSystemTime(new Date('2026-05-14T12:00:00Z'));
  });

  it('asks for the months in the URL and shows the figures with their changes in words', async () => {
    post.mockResolvedValue(DASHBOARD);
    renderView();
    expect(post).toHaveBeenCalledWith('/dashboard/dealer', { start_date: '2026-01', end_date: '2026-03' }, expect.anything());
    expect((await screen.findByTestId('total-spend-value')).textContent).toContain('$1,686.50');
    expect(screen.getByTestId('total-spend').textContent).toContain('Up 68.7%');
    expect(screen.getByTestId('orders-completed').textContent).toContain('Down 20%');
    expect(screen.getByTestId('cancellation-fees-value').textContent).toBe('$65.00');
    expect(screen.getByTestId('cancellation-fees').textContent).toContain('Refunded $120.00');
    expect(screen.getByTestId('type-drive_away').textContent).toContain('Up 1 vs previous period');
    expect(screen.getByTestId('type-flatbed').textContent).toContain('No change');
    expect(screen.getByTestId('previous-range').textContent).toContain('Oct 2025 – Dec 2025');
    expect(await screen.findByText('chart of 3 months')).toBeTruthy();
    expect(screen.getByText('months 2026-01 to 2026-03')).toBeTruthy();
  });

  it('falls back to this year to date when the URL asks for months out of bounds', async () => {
    post.mockResolvedValue(DASHBOARD);
    renderView('/dashboard?from=2025-06&to=2026-03');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/dashboard/dealer', { start_date: '2026-01', end_date: '2026-05' }, expect.anything()),
    );
  });

  it('says when nothing happened yet, and offers to create an order', async () => {
    const zero = delta(0, 0, null);
    post.mockResolvedValue({
      ...DASHBOARD,
      total_spend: 0,
      cancellation_fees: 0,
      refunded: 0,
      orders_completed: 0,
      orders_by_type: { drive_away: 0, flatbed: 0, haul_away: 0 },
      orders_in_progress: 0,
      awaiting_quotes: 0,
      delta: { total_spend: zero, orders_completed: zero, drive_away: zero, flatbed: zero, haul_away: zero },
      chart: DASHBOARD.chart.map((p) => ({ ...p, current_year: 0, last_year: 0 })),
    });
    renderView();
    expect((await screen.findByTestId('dashboard-empty')).textContent).toContain('Nothing to show for these months yet');
    expect(screen.getByRole('link', { name: 'Create an order' })).toBeTruthy();
  });

  it('explains a failure and tries again', async () => {
    post.mockRejectedValueOnce(new ApiError(0, 'Network error')).mockResolvedValue(DASHBOARD);
    renderView();
    expect((await screen.findByRole('alert')).textContent).toContain('The dashboard could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('total-spend-value')).textContent).toContain('$1,686.50');
  });
});
