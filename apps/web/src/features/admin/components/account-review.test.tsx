import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Role, type AdminAccountDetail, type AdminAccountRow, type Paged } from '@routier/domain';
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

const row: AdminAccountRow = {
  id: 5,
  email: 'julie@erable.test',
  first_name: 'Julie',
  last_name: 'Gagnon',
  role: Role.Dealer,
  business_name: 'Érable Autos',
  active: false,
  status: 'pending',
  email_verified_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-19T09:00:00.000Z',
};
const detail: AdminAccountDetail = {
  id: 5,
  email: 'julie@erable.test',
  first_name: 'Julie',
  last_name: 'Gagnon',
  role: Role.Dealer,
  phone: '514-555-0151',
  postal_code: null,
  address: null,
  locale: 'fr',
  status: 'pending',
  email_verified_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-19T09:00:00.000Z',
  approved_at: null,
  deactivated_at: null,
  rejected_at: null,
  rejection_reason: null,
  business: {
    id: 4,
    name: 'Érable Autos',
    type: 2,
    address: '1200 Rue Peel',
    city: 'Montréal',
    province: 'QC',
    postal_code: 'H3B 2T6',
    email: 'ventes@erable.test',
    phone: '514-555-0150',
    dealer_license: 'OMVIC-9',
    tax_id: '123456789RT0001',
    shipping_methods: [],
  },
  insurance: null,
};
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
          <MemoryRouter initialEntries={['/admin/accounts']}>
            <AdminAccountsList />
          </MemoryRouter>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );

const openReview = async () => {
  renderList();
  fireEvent.click(await screen.findByRole('button', { name: 'Review julie@erable.test' }));
  return screen.findByRole('dialog');
};

describe('reviewing an applicant', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
    get.mockImplementation(async (path: string) => (path === '/admin/accounts/5' ? detail : page([row])) as never);
  });

  it("shows the applicant's role, company, address, phone, email and registration date before approving", async () => {
    const dialog = await openReview();
    const details = await within(dialog).findByTestId('account-details');
    for (const text of [
      'Dealer',
      'julie@erable.test',
      '514-555-0151',
      'Érable Autos',
      'Franchise',
      '1200 Rue Peel, Montréal, QC, H3B 2T6',
      'ventes@erable.test',
      'OMVIC-9',
      '123456789RT0001',
      'French',
      'Nov 19, 2026',
    ])
      expect(within(details).getByText(text), text).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('rejects only with a reason of 5 characters or more, then sends it', async () => {
    put.mockResolvedValue({ ...row, status: 'rejected' });
    const dialog = await openReview();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason for rejection/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and send the email' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    fireEvent.change(reason, { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and send the email' }));
    expect(await within(dialog).findByText('Write at least 5 characters')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: 'Dealer license not found.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and send the email' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/admin/accounts/5/reject', { reason: 'Dealer license not found.' }));
  });
});
