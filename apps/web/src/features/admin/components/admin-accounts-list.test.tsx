import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Role, type AdminAccountRow, type Paged } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { AdminAccountsList } from './admin-accounts-list';
import { mockApi } from '../../../test/mock-api';
import { aCurrentUser } from '../../../test/current-user';
import { meQueryKey } from '../../../lib/session';

mockApi();
/** A query client that knows the signed-in operator, as the app's session query leaves it. */
const signedInAdmin = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryKey, aCurrentUser({ id: 1, role: Role.Admin }));
  return client;
};
const get = vi.mocked(api.get);
const put = vi.mocked(api.put);

const account = (over: Partial<AdminAccountRow>): AdminAccountRow => ({
  id: 5,
  email: 'new@dealer.test',
  first_name: 'Nadia',
  last_name: 'Roy',
  role: Role.Dealer,
  business_name: 'Roy Autos',
  active: false,
  status: 'pending',
  email_verified_at: '2025-03-01T10:00:00.000Z',
  created_at: '2025-03-01T09:00:00.000Z',
  ...over,
});
const page = (data: AdminAccountRow[]): Paged<AdminAccountRow> => ({
  data,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, last_page: 1, from: 1, to: data.length, total: data.length, per_page: 15 },
});

const renderList = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={signedInAdmin()}>
        <ModalsProvider>
          <MemoryRouter initialEntries={['/admin/accounts?status=all']}>
            <AdminAccountsList />
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('AdminAccountsList', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
    get.mockResolvedValue(
      page([
        account({}),
        account({
          id: 6,
          email: 'old@carrier.test',
          role: Role.TransportCompany,
          active: true,
          status: 'active',
          email_verified_at: null,
        }),
        account({ id: 1, email: 'me@routier.test', role: Role.Admin, active: true, status: 'active' }),
        account({ id: 8, email: 'former@dealer.test', status: 'deactivated' }),
      ]),
    );
  });

  it('lists accounts with role labels, verification and status', async () => {
    renderList();
    const pending = (await screen.findByText('new@dealer.test')).closest('tr') as HTMLElement;
    expect(within(pending).getByText('Nadia Roy')).toBeTruthy();
    expect(within(pending).getByText('Dealer')).toBeTruthy();
    expect(within(pending).getByText('Yes')).toBeTruthy();
    expect(within(pending).getByText('Pending')).toBeTruthy();
    const active = screen.getByText('old@carrier.test').closest('tr') as HTMLElement;
    expect(within(active).getByText('Transport company')).toBeTruthy();
    expect(within(active).getByText('No')).toBeTruthy();
    expect(within(active).getByText('Active')).toBeTruthy();
    const deactivated = screen.getByText('former@dealer.test').closest('tr') as HTMLElement;
    expect(within(deactivated).getByText('Deactivated')).toBeTruthy();
    expect(within(deactivated).queryByText('Pending')).toBeNull();
    expect(get).toHaveBeenCalledWith(
      '/admin/accounts',
      expect.objectContaining({ query: { status: 'all', page: 1, search: undefined } }),
    );
  });

  it('offers no way for the admin to deactivate his own account', async () => {
    renderList();
    const own = (await screen.findByText('me@routier.test')).closest('tr') as HTMLElement;
    expect(within(own).getByText('Administrator')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(within(own).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('approves an inactive account at once and refreshes the list', async () => {
    put.mockResolvedValue(account({ active: true, status: 'active' }));
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve new@dealer.test' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/admin/accounts/5/approve'));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('deactivates an active account only after confirmation', async () => {
    put.mockResolvedValue(account({ id: 6, active: false, status: 'deactivated' }));
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate old@carrier.test' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/old@carrier.test will lose access/)).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/admin/accounts/6/deactivate'));
  });
});
