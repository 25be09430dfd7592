import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminIssueReports } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { mockApi } from '../../../test/mock-api';
import { AdminOrderReports } from './admin-order-reports';

mockApi();
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const reports: AdminIssueReports = {
  data: [
    {
      id: 4,
      type: 'delay',
      reason: 'bad_route_conditions',
      other_reason: null,
      new_eta: '2026-11-30',
      car_id: null,
      load_id: null,
      reported_by: 'Marc Gagnon',
      created_at: '2026-11-25T22:48:00.000Z',
      resolved_at: null,
      resolution_note: null,
    },
    {
      id: 5,
      type: 'other',
      reason: 'other',
      other_reason: 'Gate closed',
      new_eta: null,
      car_id: null,
      load_id: null,
      reported_by: 'Marc Gagnon',
      created_at: '2026-11-24T12:00:00.000Z',
      resolved_at: '2026-11-24T15:00:00.000Z',
      resolution_note: 'Opened by the dealer',
    },
  ],
};

const renderReports = (onResolved = vi.fn()) => {
  get.mockResolvedValue(reports);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <AdminOrderReports orderId={12} onResolved={onResolved} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onResolved;
};

describe('the reports of the operator’s order page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('lists each report, open or resolved with its note, and resolves an open one with a note', async () => {
    const onResolved = renderReports();
    const section = await screen.findByRole('region', { name: 'Reports' });
    const [open, done] = await within(section).findAllByTestId('admin-report');
    expect(open.textContent).toContain('Bad route conditions');
    expect(open.textContent).toContain('Open');
    expect(done.textContent).toContain('Gate closed');
    expect(done.textContent).toContain('Opened by the dealer');
    expect(within(done).queryByRole('button')).toBeNull();
    post.mockResolvedValue({ message: 'report.resolved', id: 4 });
    fireEvent.click(within(open).getByRole('button', { name: 'Mark resolved' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('resolve-consequence').textContent).toContain('no longer counts as needing attention');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'The route is open again.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/issue-reports/4/resolve', { note: 'The route is open again.' }),
    );
    await waitFor(() => expect(onResolved).toHaveBeenCalled());
  });
});
