import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { InvoiceListRow, Paged } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { MyInvoices } from './my-invoices';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);

const invoice = (over: Partial<InvoiceListRow>): InvoiceListRow => ({
  id: 1,
  kind: 'customer',
  order_id: 10,
  order_number: 'RT-100101',
  invoice_number: 'INV-2026-000001',
  is_dry_run: false,
  is_paid: true,
  cars_amount: 2,
  completed_at: '2026-11-11T15:00:00.000Z',
  issued_at: '2026-11-11T15:00:00.000Z',
  shipping_method: 3,
  tc_price_with_fuel_fee: null,
  dealer_price_tva: 1061.59,
  amount: 1061.59,
  adjustment: 0,
  recipient_name: 'Maple Motors',
  ...over,
});
const page = (data: InvoiceListRow[]): Paged<InvoiceListRow> => ({
  data,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, last_page: 1, from: 1, to: data.length, total: data.length, per_page: 15 },
});

const renderList = (url = '/my-account/invoices') =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <MyInvoices audience="dealers" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

const lastQuery = () => get.mock.calls.at(-1)?.[1]?.query;

describe('MyInvoices', () => {
  beforeEach(() => {
    get.mockReset();
    get.mockResolvedValue(
      page([invoice({}), invoice({ id: 2, invoice_number: 'INV-2026-000002', is_dry_run: true, is_paid: false, amount: 250 })]),
    );
  });

  it('lists invoices by completion date, newest first, with the dry-run marker, paid yes/no and the amount', async () => {
    renderList();
    await screen.findByText('INV-2026-000001');
    const table = screen.getByRole('table', { name: 'Dealer invoices' });
    expect(get).toHaveBeenCalledWith('/invoices/dealers', expect.anything());
    expect(lastQuery()).toEqual({ order_by: 'completed_at', order_direction: 'desc', page: 1, keyword: undefined });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('INV-2026-000001')).toBeTruthy();
    expect(within(rows[1]).getByText('Yes')).toBeTruthy();
    expect(within(rows[1]).getByText('$1,061.59')).toBeTruthy();
    expect(within(rows[2]).getByText('(Dry Run)')).toBeTruthy();
    expect(within(rows[2]).getByText('Cancellation fee')).toBeTruthy();
    expect(within(rows[2]).getByText('No')).toBeTruthy();
    expect(within(rows[2]).getByRole('button', { name: 'Download invoice INV-2026-000002 as PDF' })).toBeTruthy();
  });

  it('reads the sort and the search from the URL, and the X clears the search', async () => {
    renderList('/my-account/invoices?keyword=RT-1001&orderedBy=amount&asc=1');
    await screen.findByRole('table', { name: 'Dealer invoices' });
    expect(lastQuery()).toEqual({ order_by: 'amount', order_direction: 'asc', page: 1, keyword: 'RT-1001' });
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('RT-1001');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(lastQuery()).toEqual({ order_by: 'amount', order_direction: 'asc', page: 1, keyword: undefined }));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });

  it('offers Retry when the list fails to load', async () => {
    get.mockRejectedValueOnce(new Error('offline'));
    renderList();
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('INV-2026-000001')).toBeTruthy();
  });
});
