import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Role, type NotificationList, type NotificationRow } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { emitLiveEvent } from '../../../lib/live/live-events';
import { NotificationsList } from './notifications-list';
import { mockApi } from '../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);
const put = vi.mocked(api.put);

const row = (over: Partial<NotificationRow>): NotificationRow => ({
  id: 1,
  type: 'carrier_assigned',
  title: 'A carrier was assigned to order R-100',
  order_id: 100,
  order_number: 'R-100',
  created_at: '2026-11-05T15:00:00Z',
  read: false,
  opens: 'job',
  account_id: null,
  ...over,
});
const list = (data: NotificationRow[], unread: number[], lastPage = 1): NotificationList => ({
  data,
  links: { first: null, last: null, prev: null, next: null },
  meta: {
    current_page: 1,
    last_page: lastPage,
    from: data.length ? 1 : null,
    to: data.length || null,
    total: data.length,
    per_page: 15,
  },
  unread_notification_order_ids: unread,
  unread_count: data.filter((n) => !n.read).length,
});

const renderList = (role: Role = Role.Dealer, url = '/notifications') =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <NotificationsList role={role} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('NotificationsList', () => {
  beforeEach(() => {
    get.mockReset();
    put.mockReset();
  });

  it('asks for the newest first, highlights unread rows by order and links each to the role order page', async () => {
    get.mockResolvedValue(
      list(
        [row({}), row({ id: 2, order_id: 200, order_number: 'R-200', title: 'Order R-200 was delivered', read: true })],
        [100],
      ),
    );
    renderList();
    await screen.findByText('A carrier was assigned to order R-100');
    expect(get.mock.calls[0]?.[1]?.query).toEqual({ order_by: 'created_at', order_direction: 'desc', page: 1, locale: 'en' });
    const rows = within(screen.getByRole('table', { name: 'Notifications' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0].getAttribute('data-highlighted')).toBe('true');
    expect(rows[1].getAttribute('data-highlighted')).toBeNull();
    expect(within(rows[0]).getByRole('link', { name: '#R-100' }).getAttribute('href')).toBe('/my-orders/100');
    expect(within(rows[0]).getByText('Nov 05, 2026')).toBeTruthy();
    expect(within(rows[0]).getByText('A')).toBeTruthy();
  });

  it('a carrier opens the job, or the offer of a declined bid', async () => {
    get.mockResolvedValue(
      list([row({}), row({ id: 2, order_id: 7, order_number: 'R-7', type: 'bid_decided', opens: 'offer' })], []),
    );
    renderList(Role.Dispatcher);
    expect((await screen.findByRole('link', { name: '#R-100' })).getAttribute('href')).toBe('/active-jobs/100');
    expect(screen.getByRole('link', { name: '#R-7' }).getAttribute('href')).toBe('/offers/7');
  });

  it('an admin opens where he acts: the order’s console page, the claims, the requests, the account to review', async () => {
    get.mockResolvedValue(
      list(
        [
          row({ id: 1, type: 'delay_reported', title: 'Delay reported on order R-100' }),
          row({ id: 3, type: 'fuel_fee_claimed', order_id: 8, order_number: 'R-8', opens: 'fuel-claims' }),
          row({ id: 4, type: 'request_created', order_id: 9, order_number: 'R-9' }),
          row({
            id: 2,
            type: 'insurance_proposed',
            title: 'Acme proposed',
            order_id: null,
            order_number: null,
            opens: 'insurance-review',
            account_id: 7,
          }),
        ],
        [100],
      ),
    );
    renderList(Role.Admin);
    expect((await screen.findByRole('link', { name: '#R-100' })).getAttribute('href')).toBe('/admin/orders/100');
    expect(screen.getByRole('link', { name: '#R-8' }).getAttribute('href')).toBe('/admin/requests?tab=fuel-claims');
    expect(screen.getByRole('link', { name: '#R-9' }).getAttribute('href')).toBe('/admin/requests');
    expect(screen.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/admin/accounts?status=all&review=7');
  });

  it('following a row marks its order read; mark all as read clears the rest', async () => {
    get.mockResolvedValue(list([row({})], [100]));
    put.mockResolvedValue({ unread_count: 0, unread_notification_order_ids: [] });
    renderList();
    fireEvent.click(await screen.findByRole('link', { name: 'View order R-100' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/users/notifications/read', { order_id: 100 }, { silent: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/users/notifications/read-all'));
  });

  it('says so when there is nothing yet, and refetches on the live event', async () => {
    get.mockResolvedValue(list([], []));
    renderList();
    await screen.findByText('No notifications yet.');
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
    emitLiveEvent({ kind: 'notifications' });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it('shows the error with a retry button', async () => {
    get.mockRejectedValueOnce(new Error('down')).mockResolvedValue(list([row({})], [100]));
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText('A carrier was assigned to order R-100');
  });
});
