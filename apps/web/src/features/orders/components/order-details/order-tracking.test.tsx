import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OrderStatus, type CarInspections, type InspectionDetail } from '@routier/domain';
import '../../../../lib/i18n';
import { api } from '../../../../lib/api-client';
import { loadNamespace } from '../../../../lib/i18n';
import { orderFixture } from './order-fixture';
import { OrderTracking } from './order-tracking';
import { mockApi } from '../../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);

const inspection = (kind: 'pickup' | 'delivery', damages: InspectionDetail['damages']): InspectionDetail => ({
  id: kind === 'pickup' ? 1 : 2,
  kind,
  car_id: 11,
  load_id: 3,
  odometer: 45210,
  odometer_backwards: false,
  notes: '',
  damages,
  photos: [
    { id: 1, file_name: 'p.png', path_url: '/files/p.webp', thumbnail_url: '/files/p-thumb.webp', mime_type: 'image/webp' },
  ],
  signature_url: '/files/s.webp',
  inspected_by: 'Dan Driver',
  created_at: '2026-11-21T15:00:00Z',
});
const cars: CarInspections[] = [
  {
    car_id: 11,
    car_number: 1,
    vin: '2HGFC2F58MH210137',
    make: 'Honda',
    model: 'Civic',
    year: 2021,
    is_delivered: false,
    task: { load_id: 3, status: 12, progress: 5, driver_name: 'Dan Driver' },
    pickup: inspection('pickup', [{ panel: 'hood', kind: 'scratch' }]),
    delivery: inspection('delivery', [
      { panel: 'hood', kind: 'scratch' },
      { panel: 'left_front_door', kind: 'dent' },
    ]),
  },
  {
    ...{ car_id: 12, car_number: 2, vin: null, make: 'Ford', model: 'F-150', year: 2023, is_delivered: false },
    task: null,
    pickup: null,
    delivery: null,
  },
];

const renderTracking = (status: number) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OrderTracking order={orderFixture({ status: status as never })} />
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeAll(() => loadNamespace('tracking'));

describe('the order page: tasks and inspection documents', () => {
  it("shows each car's task, and pickup and delivery side by side with what changed", async () => {
    get.mockResolvedValue({ data: cars });
    renderTracking(OrderStatus.InProgress);
    const table = await screen.findByTestId('task-table');
    expect(within(table).getByText('Accepted by the driver')).toBeTruthy();
    expect(within(table).getByText('On the road')).toBeTruthy();
    expect(within(table).getByText('Driver: Dan Driver')).toBeTruthy();
    expect(within(table).getByText('Unassigned')).toBeTruthy();
    const compare = screen.getByTestId('inspection-11');
    const changed = within(compare).getByText('Left front door').closest('tr')!;
    expect(changed.getAttribute('data-changed')).toBe('true');
    expect(within(changed).getByText('Dent')).toBeTruthy();
    expect(within(compare).getByText('Hood').closest('tr')!.getAttribute('data-changed')).toBeNull();
    expect(within(compare).getAllByText('Odometer: 45,210 km')).toHaveLength(2);
    expect(screen.queryByTestId('inspection-12')).toBeNull();
  });

  it('shows nothing for an order not booked yet', () => {
    get.mockReset();
    renderTracking(OrderStatus.Draft);
    expect(screen.queryByTestId('task-table')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
