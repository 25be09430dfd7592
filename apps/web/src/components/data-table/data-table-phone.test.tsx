import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import '../../lib/i18n';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableColumn } from './data-table.types';
import { ListError } from './list-error';

type Row = { id: number; number: string; status: string; route: string; price: string };
const ROWS: Row[] = [
  { id: 7, number: 'RT-007', status: 'In progress', route: 'Montréal → Toronto', price: '$1,200.00' },
  { id: 8, number: 'RT-008', status: 'Delayed', route: 'Laval → Ottawa', price: '$640.00' },
];
const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'number', header: 'Order', render: (r) => r.number },
  { key: 'status', header: 'Status', card: 'aside', render: (r) => r.status },
  { key: 'route', header: 'Route', render: (r) => r.route },
  { key: 'price', header: 'Price', render: (r) => r.price },
  { key: 'internal', header: 'Internal', card: 'hidden', render: () => 'secret' },
];

const renderList = (props: Partial<DataTableProps<Row>> = {}) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <DataTable<Row> label="Orders" columns={COLUMNS} rows={ROWS} getRowKey={(r) => r.id} {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );

const realMatchMedia = window.matchMedia;
const setPhone = (phone: boolean) => {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: phone && query.includes('max-width'),
  })) as typeof window.matchMedia;
};

describe('DataTable on a phone', () => {
  beforeEach(() => setPhone(true));
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('loads with placeholder cards shaped like the real ones: a title row and one line per fact', () => {
    const withDate = [...COLUMNS, { key: 'date', header: 'Date', render: () => '2026-11-23' }];
    renderList({ rows: undefined, loading: true, columns: withDate });
    const cards = screen.getAllByTestId('skeleton-card');
    expect(cards).toHaveLength(3);
    // title row + route, price and date (status sits beside the title, the internal column is not shown)
    expect(cards[0].querySelectorAll('[data-bone]')).toHaveLength(4);
  });

  it('shows a card per row with its key facts instead of a wide table', () => {
    renderList({ getRowHref: (r) => `/my-orders/${r.id}` });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Orders' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'RT-007' }).getAttribute('href')).toBe('/my-orders/7');
    expect(first.getByText('In progress')).toBeTruthy();
    expect(first.getByText('Route')).toBeTruthy();
    expect(first.getByText('Montréal → Toronto')).toBeTruthy();
    expect(first.getByText('$1,200.00')).toBeTruthy();
    expect(first.queryByText('secret')).toBeNull();
  });

  it('runs the row click action when a card is tapped', () => {
    const onRowClick = vi.fn();
    renderList({ onRowClick });
    fireEvent.click(screen.getByText('Laval → Ottawa'));
    expect(onRowClick).toHaveBeenCalledWith(ROWS[1]);
    const card = screen.getAllByTestId('data-card')[0] as HTMLElement;
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledWith(ROWS[0]);
  });

  it('shows the empty slot and a finger-sized pager', () => {
    renderList({ rows: [], empty: <p>No orders yet</p> });
    expect(screen.getByText('No orders yet')).toBeTruthy();
    screen.getByText('No orders yet').remove();
    renderList({ meta: { current_page: 2, last_page: 5 }, onPageChange: () => {} });
    const pager = screen.getByTestId('list-pagination');
    expect(within(pager).getByText('Page 2 of 5')).toBeTruthy();
    expect(within(pager).queryByRole('button', { name: 'Page 3' })).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeTruthy();
    pager.remove();
    renderList({ meta: { current_page: 2, last_page: 8, total_capped: true }, onPageChange: () => {} });
    expect(within(screen.getByTestId('list-pagination')).getByText('Page 2 of 8+')).toBeTruthy();
  });
});

describe('DataTable when loading failed', () => {
  it.each([false, true])('shows the error with Retry, not skeletons forever (phone: %s)', (phone) => {
    setPhone(phone);
    const onRetry = vi.fn();
    renderList({ rows: undefined, loading: false, error: <ListError onRetry={onRetry} /> });
    expect(screen.queryByTestId('skeleton-row')).toBeNull();
    expect(screen.queryByTestId('skeleton-card')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    window.matchMedia = realMatchMedia;
  });
});
