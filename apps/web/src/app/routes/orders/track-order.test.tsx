import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { OrderStatus, type GuestOrderTracking } from '@routier/domain';
import { ApiError, api } from '../../../lib/api-client';
import { loadNamespace } from '../../../lib/i18n';
import { mockApi } from '../../../test/mock-api';
import { TrackOrderPage } from './track-order';

mockApi();
const get = vi.mocked(api.get);

const tracked: GuestOrderTracking = {
  id: 7,
  order_number: 'RT-100007',
  status: OrderStatus.InProgress,
  status_name: 'In progress',
  is_rejected: false,
  created_at: '2026-11-20T15:00:00Z',
  booked_at: '2026-11-20T15:05:00Z',
  start_at: '2026-11-21',
  due_date: '2026-11-25',
  completed_at: null,
  from: { city: 'Toronto', province: 'ON', country: 'CA', lat: 43.65, lng: -79.38 },
  to: { city: 'Ottawa', province: 'ON', country: 'CA', lat: 45.42, lng: -75.7 },
  cars: [
    {
      id: 11,
      car_number: 1,
      make: 'Honda',
      model: 'Civic',
      year: 2021,
      vin_last6: '210137',
      is_delivered: false,
      task_status: 12,
      last_position: { lat: 44.23, lng: -76.49 },
      pickup: null,
      delivery: null,
    },
    {
      id: 12,
      car_number: 2,
      make: 'Ford',
      model: 'F-150',
      year: 2023,
      vin_last6: null,
      is_delivered: false,
      task_status: null,
      last_position: null,
      pickup: null,
      delivery: null,
    },
  ],
};

const renderAt = (url: string) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/track/:id" element={<TrackOrderPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeAll(async () => {
  await Promise.all([loadNamespace('order-page'), loadNamespace('tracking')]);
});

describe('the tracking page of a guest order', () => {
  it('reads the order with the link’s hash and shows its status, route and cars', async () => {
    get.mockResolvedValue(tracked);
    renderAt(`/track/7?hash=${'a'.repeat(64)}`);
    expect(await screen.findByRole('heading', { name: 'Order RT-100007' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/guests/orders/tracking/7', expect.objectContaining({ query: { hash: 'a'.repeat(64) } }));
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('Toronto, ON')).toBeTruthy();
    const first = screen.getByTestId('tracked-car-1');
    expect(within(first).getByText('2021 Honda Civic')).toBeTruthy();
    expect(within(first).getByText('VIN ending in 210137')).toBeTruthy();
    expect(within(first).getByText('On the road')).toBeTruthy();
    expect(within(screen.getByTestId('tracked-car-2')).getByText('Waiting for a carrier')).toBeTruthy();
    expect(document.title).toContain('Tracking order RT-100007');
  });

  it('says the link opens no order on a 404, and without a hash asks nothing', async () => {
    get.mockRejectedValue(new ApiError(404, 'Not found.'));
    renderAt(`/track/7?hash=${'b'.repeat(64)}`);
    expect(await screen.findByText('This link opens no order')).toBeTruthy();
    get.mockClear();
    renderAt('/track/8');
    expect((await screen.findAllByText('This link opens no order')).length).toBeGreaterThan(0);
    expect(get).not.toHaveBeenCalled();
  });
});
