import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import '../../lib/i18n';
import { ListPage, PagedList, type ListQuery } from '.';
import type { DataTableColumn } from '../data-table';

type Row = { id: number; name: string };
const COLUMNS: DataTableColumn<Row>[] = [{ key: 'name', header: 'Name', sortKey: 'name', render: (r) => r.name }];

const query = (over: Partial<ListQuery<Row>> = {}): ListQuery<Row> => ({
  data: { data: [{ id: 1, name: 'Alpha' }], meta: { current_page: 1, last_page: 3 } },
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

const renderList = (q: ListQuery<Row>, handlers = { onSortChange: vi.fn(), onPageChange: vi.fn() }) => {
  render(
    <MantineProvider>
      <MemoryRouter>
        <ListPage title="Orders" actions={<button type="button">Create an order</button>}>
          <PagedList<Row>
            toolbar={<input aria-label="Search" />}
            query={q}
            label="Orders"
            columns={COLUMNS}
            getRowKey={(r) => r.id}
            sort={{ by: 'name', asc: 0 }}
            {...handlers}
          />
        </ListPage>
      </MemoryRouter>
    </MantineProvider>,
  );
  return handlers;
};

afterEach(() => {
  document.title = '';
});

describe('the list page', () => {
  it('titles the page and the tab, then shows the filters, the rows, the sort and the pages', () => {
    const { onSortChange, onPageChange } = renderList(query());
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
    expect(document.title).toBe('Orders · Routier');
    expect(screen.getByRole('button', { name: 'Create an order' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getByText('Alpha')).toBeTruthy();
    // sorted descending by name: a click sorts ascending, as the URL keeps it (asc 1)
    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenCalledWith('name', 1);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('offers a retry when the list could not load', () => {
    const q = query({ data: undefined, isError: true, error: new Error('offline') });
    renderList(q);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalled();
  });
});
