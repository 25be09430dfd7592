import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Paged, SubAccount } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { SubAccountsList } from './sub-accounts-list';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);

const row = (over: Partial<SubAccount>): SubAccount => ({
  id: 1,
  user_id: 1,
  role: 4,
  full_name: 'Sofia Rossi',
  first_name: 'Sofia',
  last_name: 'Rossi',
  phone: '416-555-0102',
  email: 'subdealer@routier.test',
  status_name: 'active',
  title: 1,
  provinces: [],
  deleted_at: null,
  ...over,
});
const page = <T,>(data: T[], lastPage = 1): Paged<T> => ({
  data,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, last_page: lastPage, from: 1, to: data.length, total: data.length, per_page: 15 },
});

const renderWith = (node: React.ReactNode, url = '/my-account/sub-accounts') =>
  render(
    <MantineProvider>
      <ModalsProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );

// Mantine's combobox and the lazily loaded form take a few seconds on a busy machine.
const SLOW = 20_000;

describe('SubAccountsList', () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    put.mockReset();
  });

  it('asks for full names ascending and shows titles; inactive rows offer activate, removed ones restore only', async () => {
    get.mockResolvedValue(
      page([
        row({}),
        row({ id: 2, full_name: 'Lucas Martin', status_name: 'inactive', title: 2 }),
        row({ id: 3, full_name: 'Hannah Price', deleted_at: '2026-11-01T00:00:00Z', title: 4 }),
      ]),
    );
    renderWith(<SubAccountsList kind="subdealers" businessFilled />);
    await screen.findByText('Hannah Price');
    expect(get).toHaveBeenCalledWith(
      '/dealers/view-subdealers',
      expect.objectContaining({ query: { order_by: 'full_name', order_direction: 'asc', page: 1 } }),
    );
    const table = screen.getByRole('table', { name: 'Sub-accounts' });
    expect(within(table).getByText('New car manager')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    const inactive = rows.find((r) => r.textContent?.includes('Lucas Martin'))!;
    expect(within(inactive).getByRole('button', { name: 'Activate Lucas Martin' })).toBeTruthy();
    expect(within(inactive).getByRole('button', { name: 'Remove Lucas Martin' })).toBeTruthy();
    const removed = rows.find((r) => r.textContent?.includes('Hannah Price'))!;
    expect(removed.getAttribute('data-muted')).toBe('true');
    expect(
      within(removed)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Restore']);
    expect(screen.queryByText('Provide business details')).toBeNull();
  });

  it(
    'invites a sub-dealer with a title, which the dealer must choose',
    async () => {
      get.mockResolvedValue(page([]));
      post.mockResolvedValue(row({ id: 9, email: 'new@example.com', status_name: 'email_sent', full_name: '' }));
      renderWith(<SubAccountsList kind="subdealers" businessFilled />);
      await screen.findByText(/No sub-accounts yet/);
      fireEvent.click(screen.getByRole('button', { name: 'Invite sub-account' }));
      const form = await screen.findByRole('form', { name: 'Invite a sub-account' });
      fireEvent.change(within(form).getByLabelText(/^Email/), { target: { value: 'new@example.com' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
      expect(await within(form).findByText(/required/i)).toBeTruthy();
      const title = within(form)
        .getAllByLabelText(/^Title/)
        .find((el) => el.tagName === 'INPUT');
      fireEvent.click(title as HTMLElement);
      fireEvent.click(await screen.findByRole('option', { name: 'Service manager', hidden: true }));
      fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
      await waitFor(() => expect(post).toHaveBeenCalledWith('/subdealers', { email: 'new@example.com', title: 4 }));
    },
    SLOW,
  );

  it('shows dispatchers’ provinces and asks for business details before any invitation', async () => {
    get.mockResolvedValue(page([row({ role: 6, title: null, provinces: ['ON', 'QC'], full_name: 'Emily Wilson' })]));
    renderWith(<SubAccountsList kind="dispatchers" businessFilled={false} />);
    await screen.findByText('Emily Wilson');
    expect(get.mock.calls[0]?.[0]).toBe('/transport-companies/view-dispatchers');
    expect(screen.getByText('ON, QC')).toBeTruthy();
    expect(screen.getByText('Provide business details')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fill in business details' }).getAttribute('href')).toBe(
      '/my-account/business-details',
    );
    expect((screen.getByRole('button', { name: 'Invite dispatcher' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deactivates after confirmation', async () => {
    get.mockResolvedValue(page([row({})]));
    put.mockResolvedValue(row({ status_name: 'inactive' }));
    renderWith(<SubAccountsList kind="subdealers" businessFilled />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Sofia Rossi' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/subdealers/deactivate/1'));
  });
});

describe('SubAccountsList: editing', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
  });

  it(
    'changes a dispatcher’s provinces',
    async () => {
      get.mockResolvedValue(page([row({ role: 6, title: null, provinces: ['ON'], full_name: 'Emily Wilson' })]));
      put.mockResolvedValue(row({ role: 6, title: null, provinces: ['ON', 'QC'] }));
      renderWith(<SubAccountsList kind="dispatchers" businessFilled />);
      fireEvent.click(await screen.findByRole('button', { name: 'Edit Emily Wilson' }));
      const form = await screen.findByRole('form', { name: 'Edit Emily Wilson' });
      const provinces = within(form)
        .getAllByLabelText(/^Provinces/)
        .find((el) => el.tagName === 'INPUT');
      fireEvent.click(provinces as HTMLElement);
      fireEvent.click(await screen.findByRole('option', { name: 'Quebec (QC)', hidden: true }));
      fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(put).toHaveBeenCalledWith('/dispatchers/1', { provinces: ['ON', 'QC'] }));
    },
    SLOW,
  );
});
