import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminOrderActions as Facts } from '@routier/domain';
import '../../../lib/i18n';
import { api } from '../../../lib/api-client';
import { mockApi } from '../../../test/mock-api';
import { AdminOrderActions } from './admin-order-actions';

mockApi();
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const facts = (over: Partial<Facts> = {}): Facts => ({
  actions: ['hold', 'cancel', 'due_date'],
  cancellation: { paid: 565, fee: 282.5, refund: 282.5, paid_with_card: true },
  start_at: '2026-11-23',
  due_date: '2026-11-27',
  carrier: null,
  customer_price: 500,
  ...over,
});

const carriers = {
  carriers: [
    { id: 7, name: 'Beta Haulage', insurance: 'valid', insurance_expiry: '2027-06-30' },
    { id: 8, name: 'Gamma Expired', insurance: 'expired', insurance_expiry: '2026-01-01' },
  ],
};

const renderActions = (f: Facts) => {
  get.mockImplementation((url: string) => Promise.resolve(url === '/admin/carriers' ? carriers : f) as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <AdminOrderActions orderId={12} />
      </QueryClientProvider>
    </MantineProvider>,
  );
};

describe('the Actions section of the operator’s order page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('offers only the actions the order’s status allows', async () => {
    renderActions(facts());
    const section = await screen.findByRole('region', { name: 'Actions' });
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Put on hold', 'Cancel the order', 'Change the due date']),
    );
  });

  it('states the refund before cancelling, and the amount the operator types', async () => {
    post.mockResolvedValue({ message: 'order.cancelled', status: 2, refund: 100 });
    renderActions(facts());
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('action-consequence').textContent).toBe(
      'The order is cancelled. The customer is refunded $282.50 and told by e-mail; the cancellation fee kept is $282.50.',
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Refund another amount' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Amount refunded/ }), { target: { value: '100' } });
    await waitFor(() =>
      expect(within(dialog).getByTestId('action-consequence').textContent).toContain('The customer is refunded $100.00'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/admin/orders/12/cancel', { refund: 100 }));
  });

  it('removes the carrier with a reason, naming the consequence', async () => {
    post.mockResolvedValue({ message: 'order.carrier_removed', status: 3, refund: null });
    renderActions(facts({ actions: ['hold', 'remove_carrier'], carrier: { id: 5, name: 'Transports Alpha' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the carrier' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('action-consequence').textContent).toContain(
      'Transports Alpha is taken off this job: its loads are cancelled',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Cannot meet the pickup date.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the carrier' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/orders/12/remove-carrier', { reason: 'Cannot meet the pickup date.' }),
    );
  });

  it('assigns an insured carrier at a pay no more than the price before tax', async () => {
    post.mockResolvedValue({ message: 'order.carrier_assigned', status: 3, refund: null });
    renderActions(facts({ actions: ['assign_carrier'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Assign a carrier' }));
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog)
      .getAllByLabelText(/Transport company/)
      .find((el) => el.tagName === 'INPUT');
    fireEvent.click(picker as HTMLElement);
    const expired = await within(dialog).findByRole('option', { name: /Gamma Expired — insurance expired/, hidden: true });
    expect(expired.hasAttribute('data-combobox-disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('option', { name: /Beta Haulage — insured until/, hidden: true }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Carrier pay/ }), { target: { value: '450' } });
    await waitFor(() =>
      expect(within(dialog).getByTestId('action-consequence').textContent).toBe(
        'Beta Haulage gets the job, paid $450.00. It is taken off the board; the carrier and the customer are told by e-mail.',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign the job' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/orders/12/assign-carrier', { business_id: 7, carrier_pay: 450 }),
    );
  });

  it('says when no action is open', async () => {
    renderActions(facts({ actions: [], cancellation: null }));
    expect(await screen.findByText("No action is open to an operator in this order's status.")).toBeTruthy();
  });
});
