import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { OrderStatus, type OfferRow, type Paged } from '@routier/domain';
import { loadNamespace } from '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { OffersList } from './offers-list';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);

const offer = (id: number, seen: boolean): OfferRow => ({
  id,
  order_number: `RT-${id}`,
  status: OrderStatus.Active,
  status_name: 'Active',
  shipping_method: 3,
  is_express: false,
  is_enclosed: true,
  is_antique: false,
  us_external_type: null,
  from: { city: 'Toronto', province: 'ON', zip_code: 'M5R' },
  to: { city: 'Montréal', province: 'QC', zip_code: 'H3A' },
  cars_amount: 2,
  start_at: '2026-11-20',
  due_date: '2026-11-28',
  created_at: '2026-11-19T12:00:00.000Z',
  price: 820,
  seen_by_business: seen,
});
const page = (data: OfferRow[]): Paged<OfferRow> => ({
  data,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, last_page: 1, from: 1, to: data.length, total: data.length, per_page: 15 },
});

const renderList = (url = '/offers') =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <OffersList />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

const boardQueries = () => get.mock.calls.filter(([path]) => path === '/orders/available').map(([, o]) => o?.query);

describe('OffersList', () => {
  beforeAll(() => loadNamespace('offers'));
  beforeEach(() => {
    get.mockReset();
    get.mockImplementation(async (path: string) =>
      path === '/orders/available-filters'
        ? { provinces: ['ON', 'QC'], shipping_methods: [2, 3], order_filters: [] }
        : page([offer(1, false), offer(2, true)]),
    );
  });

  it('lists the offers soonest due first, the unseen one marked new, places without streets', async () => {
    renderList();
    expect(await screen.findAllByText('RT-1')).not.toHaveLength(0);
    expect(boardQueries()[0]).toMatchObject({ order_by: 'due_date', order_direction: 'asc', page: 1 });
    expect(screen.getAllByText('New')).toHaveLength(1);
    expect(screen.getAllByText('Toronto, ON M5R').length).toBeGreaterThan(0);
  });

  it('starts with every region and delivery type of the company checked, and narrows on a click', async () => {
    renderList();
    const quebec = await screen.findByRole('checkbox', { name: 'QC' });
    expect((quebec as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Flatbed' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(quebec);
    await waitFor(() => expect(boardQueries().at(-1)).toMatchObject({ province: 'ON' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Flatbed' }));
    await waitFor(() => expect(boardQueries().at(-1)).toMatchObject({ province: 'ON', shipping_method: '3' }));
  });

  it('reads its filters from the URL', async () => {
    renderList('/offers?from_address=ottawa&cars_amount=2&ordered_by=price&asc=0');
    await screen.findAllByText('RT-1');
    expect(boardQueries()[0]).toMatchObject({
      from_address: 'ottawa',
      cars_amount: 2,
      order_by: 'price',
      order_direction: 'desc',
    });
  });

  it('says when saved order filters hide some offers, and names them', async () => {
    get.mockImplementation(async (path: string) =>
      path === '/orders/available-filters'
        ? {
            provinces: ['ON'],
            shipping_methods: [3],
            order_filters: [
              { category: 'enclosed', value: '1' },
              { category: 'priority', value: '0' },
              { category: 'snowbirds', value: '2' },
            ],
          }
        : page([offer(1, false)]),
    );
    renderList();
    const notice = await screen.findByTestId('saved-filters-notice');
    expect(notice.textContent).toContain('Some offers are not shown');
    expect(notice.textContent).toContain('only these offers: enclosed, export.');
  });

  it('says nothing of saved filters when none narrows the board', async () => {
    renderList();
    await screen.findAllByText('RT-1');
    expect(screen.queryByTestId('saved-filters-notice')).toBeNull();
  });

  it('says when no offer is open', async () => {
    get.mockImplementation(async (path: string) =>
      path === '/orders/available-filters' ? { provinces: ['ON'], shipping_methods: [3], order_filters: [] } : page([]),
    );
    renderList();
    expect(await screen.findByText(/No offers match/)).toBeTruthy();
  });
});
