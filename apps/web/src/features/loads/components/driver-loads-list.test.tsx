import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { TaskStatus, type DriverLoad, type Paged } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { DriverLoadsList } from './driver-loads-list';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);

const load: DriverLoad = {
  id: 7,
  order_id: 3,
  order_number: 'RT-3001',
  status: TaskStatus.Accepted,
  progress: 2,
  steps: [],
  driver: null,
  from: { address: '1 Front St', company: null, city: 'Toronto', province: 'ON', lat: 43.6, lng: -79.4 },
  to: { address: '1 Rue Peel', company: null, city: 'Montréal', province: 'QC', lat: 45.5, lng: -73.6 },
  due_date: '2025-06-10',
  is_late: true,
  cars: [{ id: 1, vin: '4T1B11HK6NU212740', make: 'Toyota', model: 'Camry', year: 2022, is_delivered: false }],
  vehicle: { id: 4, type: 2, license_plate: 'HAL 7310', capacity: 8 },
  should_charge_fee: false,
  contacts: [],
  inspections: [],
  delivery: null,
};
const page = (data: DriverLoad[], last_page = 1): Paged<DriverLoad> => ({
  data,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, last_page, from: 1, to: data.length, total: data.length, per_page: 15 },
});

const renderList = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/loads']}>
          <DriverLoadsList />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('DriverLoadsList', () => {
  beforeEach(() => get.mockReset());

  it('shows each load as a card linking to it, with status, lateness, step, route, cars and truck', async () => {
    get.mockResolvedValue(page([load], 2));
    renderList();
    const card = await screen.findByRole('link', { name: 'Load of order RT-3001' });
    expect(card.getAttribute('href')).toBe('/loads/7');
    expect(within(card).getByText('Late')).toBeTruthy();
    expect(within(card).getByText('Accepted')).toBeTruthy();
    expect(within(card).getByText('Arrived')).toBeTruthy();
    expect(within(card).getByText('Step 2 of 6')).toBeTruthy();
    expect(within(card).getByText('Toronto, ON → Montréal, QC')).toBeTruthy();
    expect(within(card).getByText('2022 Toyota Camry')).toBeTruthy();
    expect(within(card).getByText('4T1B11HK6NU212740')).toBeTruthy();
    expect(within(card).getByText('Car hauler · HAL 7310')).toBeTruthy();
    expect(screen.getByTestId('list-pagination')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/loads/assigned', expect.objectContaining({ query: { page: 1 } }));
  });

  it('tells a driver without loads so', async () => {
    get.mockResolvedValue(page([]));
    renderList();
    expect(await screen.findByText('No loads assigned to you yet')).toBeTruthy();
  });
});
