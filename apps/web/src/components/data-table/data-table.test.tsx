import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import '../../lib/i18n';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableColumn, SortState } from './data-table.types';

type Row = { id: number; name: string; cars: number };
const ROWS: Row[] = [
  { id: 1, name: 'Alpha', cars: 2 },
  { id: 2, name: 'Bravo', cars: 5 },
];
const COLUMNS: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', render: (r) => r.name },
  { key: 'cars', header: 'Cars', sortKey: 'cars_amount', render: (r) => r.cars },
  { key: 'note', header: 'Note', render: () => <button type="button">Inner</button> },
];

const renderTable = (props: Partial<DataTableProps<Row>> = {}) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <DataTable<Row> label="Orders" columns={COLUMNS} rows={ROWS} getRowKey={(r) => r.id} {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );

const SortedTable = ({ onChange }: { onChange: (s: SortState) => void }) => {
  const [sort, setSort] = useState<SortState>({ by: 'name', direction: 'desc' });
  return (
    <DataTable<Row>
      label="Orders"
      columns={COLUMNS}
      rows={ROWS}
      getRowKey={(r) => r.id}
      sort={sort}
      onSortChange={(next) => {
        onChange(next);
        setSort(next);
      }}
    />
  );
};

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('DataTable', () => {
  it('renders a row per item and a plain header for unsortable columns', () => {
    renderTable({ sort: { by: 'name', direction: 'asc' }, onSortChange: () => {} });
    expect(screen.getByRole('table', { name: 'Orders' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(within(header('Note')).queryByRole('button')).toBeNull();
    expect(header('Note').getAttribute('aria-sort')).toBeNull();
  });

  it('toggles the sort of a column and starts another column ascending', () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <MemoryRouter>
          <SortedTable onChange={onChange} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(header('Cars').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(onChange).toHaveBeenLastCalledWith({ by: 'name', direction: 'asc' });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(header('Name')).getByRole('button'));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(header('Cars')).getByRole('button'));
    expect(onChange).toHaveBeenLastCalledWith({ by: 'cars_amount', direction: 'asc' });
    expect(header('Cars').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
  });

  it('hides the pager when there is a single page', () => {
    renderTable({ meta: { current_page: 1, last_page: 1 }, onPageChange: () => {} });
    expect(screen.queryByTestId('list-pagination')).toBeNull();
  });

  it('shows at most 7 page links and reports the chosen page', () => {
    const onPageChange = vi.fn();
    renderTable({ meta: { current_page: 10, last_page: 20 }, onPageChange });
    const pager = screen.getByTestId('list-pagination');
    const pages = within(pager).getAllByRole('button', { name: /^Page \d+$/ });
    expect(pages.map((b) => b.textContent)).toEqual(['7', '8', '9', '10', '11', '12', '13']);
    expect(within(pager).getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 12' }));
    expect(onPageChange).toHaveBeenCalledWith(12);
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(11);
  });

  it('ends the links with dots when more pages follow the pages counted', () => {
    renderTable({ meta: { current_page: 1, last_page: 7, total_capped: true }, onPageChange: () => {} });
    const pager = screen.getByTestId('list-pagination');
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(7);
    expect(within(pager).getByTestId('more-pages')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows "No results found" for an empty list, or the given empty slot', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No results found')).toBeTruthy();
    screen.getByRole('table').remove();
    renderTable({ rows: [], empty: <p>Nothing yet, create one</p> });
    expect(screen.getByText('Nothing yet, create one')).toBeTruthy();
  });

  it('shows skeleton rows while loading', () => {
    renderTable({
      rows: undefined,
      loading: true,
      skeletonRows: 4,
      meta: { current_page: 1, last_page: 3 },
      onPageChange: () => {},
    });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Alpha')).toBeNull();
    expect(screen.queryByTestId('list-pagination')).toBeNull();
  });

  it('activates a row on click and Enter, and opens its page in a new tab on ctrl, meta or middle click', () => {
    const onRowClick = vi.fn();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderTable({ onRowClick, getRowHref: (r) => `/my-orders/${r.id}` });
    const row = screen.getByText('Bravo').closest('tr') as HTMLElement;

    fireEvent.click(row);
    expect(onRowClick).toHaveBeenCalledWith(ROWS[1]);
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledTimes(2);

    fireEvent.click(row, { ctrlKey: true });
    fireEvent.click(row, { metaKey: true });
    fireEvent(row, new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(open).toHaveBeenCalledTimes(3);
    expect(open).toHaveBeenCalledWith('/my-orders/2', '_blank', 'noopener');
    expect(onRowClick).toHaveBeenCalledTimes(2);

    fireEvent.click(within(row).getByRole('button', { name: 'Inner' }));
    expect(onRowClick).toHaveBeenCalledTimes(2);
    open.mockRestore();
  });
});
