import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import { i18n } from '../../lib/i18n';
import { useNamespace } from '../../lib/use-namespace';
import { DataTable, useListQuery, type DataTableColumn, type ListQuery } from '../data-table';
import { PageShell } from '.';

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

const Orders = ({ q, onSortChange, onPageChange }: { q: ListQuery<Row>; onSortChange: () => void; onPageChange: () => void }) => {
  const list = useListQuery(q, { sort: { by: 'name', asc: 0 }, onSortChange, onPageChange });
  return <DataTable<Row> {...list} label="Orders" columns={COLUMNS} getRowKey={(r) => r.id} />;
};

const renderList = (q: ListQuery<Row>) => {
  const handlers = { onSortChange: vi.fn(), onPageChange: vi.fn() };
  render(
    <MantineProvider>
      <MemoryRouter>
        <PageShell title="orders:title" actions={<button type="button">Create an order</button>}>
          <Orders q={q} {...handlers} />
        </PageShell>
      </MemoryRouter>
    </MantineProvider>,
  );
  return handlers;
};

afterEach(() => {
  document.title = '';
});

describe('a list page', () => {
  it('titles the page and the tab, with its button, then the rows, the sort and the pages', () => {
    const { onSortChange, onPageChange } = renderList(query());
    expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
    expect(document.title).toBe('My orders · Routier');
    expect(screen.getByRole('button', { name: 'Create an order' })).toBeTruthy();
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

describe('an account page', () => {
  beforeAll(() => i18n.changeLanguage('fr'));
  afterAll(() => i18n.changeLanguage('en'));

  it('waits for its texts, then titles the page and the tab in the language chosen and says what it is for', async () => {
    const Insurance = () => (
      <PageShell
        ready={useNamespace('accounts')}
        size="md"
        title="accounts:insurance.title"
        loadingTitle="common:nav.insurance"
        intro="accounts:insurance.intro"
      >
        <p>content</p>
      </PageShell>
    );
    render(
      <MantineProvider>
        <Insurance />
      </MantineProvider>,
    );
    const title = i18n.t('accounts:insurance.title');
    expect(title).not.toBe('insurance.title');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} · Routier`);
    expect(screen.getByText(i18n.t('accounts:insurance.intro'))).toBeTruthy();
    expect(screen.getByText('content')).toBeTruthy();
  });
});
