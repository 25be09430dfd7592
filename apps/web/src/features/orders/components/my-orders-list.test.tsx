import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { OrderStatus, type MyOrderRow, type Paged } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { MyOrdersList } from './my-orders-list';
import { mockApi } from '../../../test/mock-api';

mockApi();
const post = vi.mocked(api.post);

const place = (city: string) => ({ address: null, city, province: 'ON', zip_code: null });
const row = (over: Partial<MyOrderRow>): MyOrderRow => ({
  id: 1,
  order_number: 'RT-1001',
  created_at: '2025-03-04T15:00:00.000Z',
  status: OrderStatus.Active,
  status_name: 'active',
  is_auto_dispatch: false,
  current_step: null,
  is_rejected: false,
  quotes_count: 0,
  from: place('Toronto'),
  to: place('Ottawa'),
  cars_amount: 2,
  shipping_method: 1,
  start_at: '2025-03-05',
  due_date: '2025-03-08',
  delivery_days: 3,
  price: 1234.5,
  ...over,
});
const page = (data: MyOrderRow[], last_page = 1): Paged<MyOrderRow> => ({
  data,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, last_page, from: data.length ? 1 : null, to: data.length || null, total: data.length, per_page: 15 },
});

const renderList = (url = '/my-orders') =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <MyOrdersList />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('MyOrdersList', () => {
  beforeEach(() => post.mockReset());

  it('asks for the all filter newest first, and offers to create the first order', async () => {
    post.mockResolvedValue(page([]));
    renderList();
    expect(await screen.findByText('You have no orders yet')).toBeTruthy();
    expect(screen.getByTestId('my-orders-empty').querySelector('a')?.getAttribute('href')).toBe('/my-orders/create');
    expect(post).toHaveBeenCalledWith(
      '/orders/all/1',
      { order_by: 'created_at', order_direction: 'desc', page: 1, vin: undefined },
      expect.anything(),
    );
  });

  it('says "No results found" for another empty filter and hides the search under quotes', async () => {
    post.mockResolvedValue(page([]));
    renderList();
    await screen.findByText('You have no orders yet');
    fireEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(post).toHaveBeenLastCalledWith('/orders/all/4', expect.objectContaining({ page: 1 }), expect.anything());
    // a search box with suggestions is a combobox
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quotes' }));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/orders/all/5', expect.anything(), expect.anything()));
    expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();
  });

  it('sends the sort and search of the URL', async () => {
    post.mockResolvedValue(page([]));
    renderList('/my-orders?filter=2&ordered_by=price&asc=1&page=2&search=1HGCM');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/orders/all/2',
        { order_by: 'price', order_direction: 'asc', page: 2, vin: '1HGCM' },
        expect.anything(),
      ),
    );
  });

  it('shows status labels with quote count and rejected marker, prices and dates', async () => {
    post.mockResolvedValue(
      page([
        row({}),
        row({
          id: 2,
          order_number: 'RT-1002',
          status: OrderStatus.AutoDispatchPending,
          is_auto_dispatch: true,
          quotes_count: 3,
          price: null,
        }),
        row({
          id: 3,
          order_number: 'RT-1003',
          status: OrderStatus.Draft,
          is_rejected: true,
          current_step: 2,
          start_at: null,
          due_date: null,
        }),
      ]),
    );
    renderList();
    const first = (await screen.findByText('RT-1001')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(first).getByText('$1,234.50')).toBeTruthy();
    expect(within(first).getByText('Mar 04, 2025')).toBeTruthy();
    expect(within(first).getByText('Mar 05, 2025 → Mar 08, 2025')).toBeTruthy();
    expect(within(first).getByText('Toronto, ON')).toBeTruthy();
    const second = screen.getByText('RT-1002').closest('tr') as HTMLElement;
    expect(within(second).getByText('Auto dispatch pending · quotes: 3')).toBeTruthy();
    expect(within(second).getByText('—')).toBeTruthy();
    const third = screen.getByText('RT-1003').closest('tr') as HTMLElement;
    expect(within(third).getByText('Rejected')).toBeTruthy();
    expect(within(third).getByText('3 business days')).toBeTruthy();
    expect(within(third).getByLabelText(/Not booked yet/)).toBeTruthy();
    expect(screen.queryByTestId('list-pagination')).toBeNull();
  });
});
