import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { OrderStatus, type ActiveJobRow, type Paged } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { ActiveJobsList } from './active-jobs-list';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const place = (city: string, province: string) => ({ address: null, city, province, zip_code: null });
const job: ActiveJobRow = {
  id: 42,
  order_number: 'RT-2001',
  status: OrderStatus.InProgress,
  status_name: 'in progress',
  is_express: true,
  is_enclosed: false,
  is_antique: true,
  shipping_method: 3,
  start_at: '2025-05-01',
  due_date: '2025-05-06',
  accepted_by_tc_at: '2025-04-30T12:00:00.000Z',
  from: place('Calgary', 'AB'),
  to: place('Vancouver', 'BC'),
  cars_amount: 3,
  price: 1916.56,
};
const page = (data: ActiveJobRow[]): Paged<ActiveJobRow> => ({
  data,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, last_page: 1, from: 1, to: data.length, total: data.length, per_page: 15 },
});

const renderList = (url = '/active-jobs') =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <ActiveJobsList />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

/** the search boxes are comboboxes (their suggestion lists carry the same label) */
const box = (name: string) => screen.getByRole('combobox', { name });

const lastQuery = () => get.mock.calls.at(-1)?.[1]?.query;

describe('ActiveJobsList', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockResolvedValue(page([job]));
    post.mockReset();
    post.mockResolvedValue([]);
  });

  it('lists jobs by acceptance date, newest first, with their badges', async () => {
    renderList();
    const row = (await screen.findByText('RT-2001')).closest('tr') as HTMLElement;
    expect(get.mock.calls[0][0]).toBe('/orders/active/0');
    expect(lastQuery()).toEqual({
      order_by: 'accepted_by_tc_at',
      order_direction: 'desc',
      page: 1,
      keyword: undefined,
      location: undefined,
    });
    expect(within(row).getByText('Express')).toBeTruthy();
    expect(within(row).getByText('Exotic')).toBeTruthy();
    expect(within(row).queryByText('Enclosed')).toBeNull();
    expect(within(row).getByText('Calgary, AB')).toBeTruthy();
    expect(within(row).getByText('In progress')).toBeTruthy();
    expect(within(row).getByText('$1,916.56')).toBeTruthy();
  });

  it('searches a short VIN keyword and a location, refuses a keyword of 16 characters, and resets', async () => {
    renderList('/active-jobs?filter=1&orderedBy=price&asc=1');
    await screen.findByText('RT-2001');
    expect(get.mock.calls[0][0]).toBe('/orders/active/1');
    fireEvent.change(box('VIN'), { target: { value: 'H213' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: 'H213', order_by: 'price', order_direction: 'asc' }), {
      timeout: 2000,
    });
    fireEvent.change(box('Location'), { target: { value: 'Calgary' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: 'H213', location: 'Calgary' }), { timeout: 2000 });

    // a whole VIN is searched as typed
    fireEvent.change(box('VIN'), { target: { value: '1HGCM82633A004352' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: '1HGCM82633A004352' }), { timeout: 2000 });
    const calls = get.mock.calls.length;
    fireEvent.change(box('VIN'), { target: { value: '1HGCM82633A004352 RT-100131 extra' } });
    expect(await screen.findByText('Enter at most 30 characters')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 700));
    expect(get.mock.calls.length).toBe(calls);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        order_by: 'accepted_by_tc_at',
        order_direction: 'desc',
        page: 1,
        keyword: undefined,
        location: undefined,
      }),
    );
    expect(get.mock.calls.at(-1)?.[0]).toBe('/orders/active/1');
    expect((box('VIN') as HTMLInputElement).value).toBe('');
  });

  it("suggests the company's jobs' VINs and cities as they are typed, and searches the one picked", async () => {
    post.mockImplementation(async (url: string, body?: unknown) =>
      url === '/orders/vin' ? ['1HGCM82633A004352'] : (body as { location: string }).location === 'calg' ? ['Calgary'] : [],
    );
    renderList();
    await screen.findByText('RT-2001');
    fireEvent.focus(box('VIN'));
    fireEvent.change(box('VIN'), { target: { value: '1hg' } });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/orders/vin', { vin: '1HG' }, expect.anything()), { timeout: 2000 });
    fireEvent.click(await screen.findByRole('option', { name: '1HGCM82633A004352', hidden: true }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: '1HGCM82633A004352' }));
    expect(screen.queryByText('Enter at most 30 characters')).toBeNull();

    fireEvent.focus(box('Location'));
    fireEvent.change(box('Location'), { target: { value: 'calg' } });
    await waitFor(() => expect(post).toHaveBeenCalledWith('/orders/locations', { location: 'calg' }, expect.anything()), {
      timeout: 2000,
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Calgary', hidden: true }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: '1HGCM82633A004352', location: 'Calgary' }));
  });

  it('shows the empty state when the carrier has no jobs', async () => {
    get.mockResolvedValue(page([]));
    renderList();
    expect(await screen.findByText(/Jobs you accept from the load board appear in this list/)).toBeTruthy();
  });
});
