import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { OrderStatus } from '@routier/domain';
import { changeLanguage, loadNamespace } from '../../../../lib/i18n';
import { api } from '../../../../lib/api-client';
import { OrderDetailsView } from './order-details-view';
import { orderFixture } from './order-fixture';
import { orderPageRedirect } from './order-redirect';
import { mockApi } from '../../../../test/mock-api';

mockApi();
const get = vi.mocked(api.get);

const quote = (can_cancel: boolean) => ({
  current_fee: { value: 10, is_percent: true },
  current_fee_amount: 116.4,
  can_cancel,
  cancellable_until: null,
  active: { value: 10 },
  in_progress: { value: 25 },
  started_drive_away: { value: 250 },
  started_tow: { value: 200 },
  started: { value: 50 },
});

const renderView = (order = orderFixture()) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/my-orders/${order.id}`]}>
          <Routes>
            <Route path="/my-orders/:id" element={<OrderDetailsView order={order} />} />
            <Route path="/my-orders" element={<p data-testid="list">list</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

// the order page's texts are a deferred namespace (lib/locales/deferred.ts)
beforeAll(() => loadNamespace('order-page'));

/** The refund-fee quote, and no inspections yet (the tracking sections). */
const answer = (refundQuote: unknown) =>
  get.mockImplementation(async (url: string) => (url.endsWith('/inspections') ? { data: [] } : refundQuote) as never);

afterEach(() => {
  cleanup();
  get.mockReset();
});

describe('order page redirects (customer-side §2)', () => {
  it('sends drafts and rejected orders to the create flow, pending auto dispatch to its quotes', () => {
    const o = (status: OrderStatus, is_rejected = false, is_auto_dispatch = false, current_step: number | null = 6) => ({
      id: 5,
      status,
      is_rejected,
      is_auto_dispatch,
      current_step,
    });
    expect(orderPageRedirect(o(OrderStatus.Draft, false, false, 2))).toBe('/my-orders/create/5');
    expect(orderPageRedirect(o(OrderStatus.Active, true))).toBe('/my-orders/create/5');
    expect(orderPageRedirect(o(OrderStatus.AutoDispatchPending, false, true, 4))).toBe('/auto-dispatch/quotes/5');
    expect(orderPageRedirect(o(OrderStatus.InProgress))).toBeNull();
  });
  it('sends an auto-dispatch draft where its my-orders row goes, not to the create flow', () => {
    const draft = (current_step: number) => ({
      id: 5,
      status: OrderStatus.Draft,
      is_rejected: false,
      is_auto_dispatch: true,
      current_step,
    });
    expect(orderPageRedirect(draft(4))).toBe('/auto-dispatch/details/5');
    expect(orderPageRedirect(draft(2))).toBe('/auto-dispatch/5');
  });
});

describe('order page sections', () => {
  it('shows places with type labels, method markers, cars, contacts and the tax lines', async () => {
    answer(quote(true));
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Order RT-100107' })).toBeTruthy();
    expect(screen.getByText('Dealership')).toBeTruthy();
    expect(screen.getByText('Residential')).toBeTruthy();
    expect(screen.getByText('Enclosed')).toBeTruthy();
    expect(screen.getByText('2HGFC2F58MH210137')).toBeTruthy();
    expect(screen.getByText('Unassigned')).toBeTruthy();
    expect(screen.getByText('Ana Lopez')).toBeTruthy();
    expect(screen.getByText('HST (13 %)')).toBeTruthy();
    expect(await screen.findByRole('region', { name: /Map of the route from Toronto to Ottawa/ })).toBeTruthy();
  });

  it('shows why an operator sent the order back, and no notice otherwise', async () => {
    answer(quote(true));
    const { unmount } = renderView(
      orderFixture({ is_rejected: true, reject_comment: 'The unit number is missing from the pickup address.' }),
    );
    const notice = screen.getByTestId('rejection-notice');
    expect(notice.textContent).toContain('Your order was sent back for changes');
    expect(notice.textContent).toContain('The unit number is missing from the pickup address.');
    unmount();
    renderView();
    expect(screen.queryByTestId('rejection-notice')).toBeNull();
  });

  it('confirms a cancellation with the fee of the quote', async () => {
    answer(quote(true));
    renderView();
    const button = await screen.findByRole('button', { name: 'Cancel order' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/A cancellation fee of 10% of the total applies: \$116\.40/)).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/orders/refund-fee/7', expect.anything());
  });

  it('disables cancel once the 12 hours have passed, and when the owner was deleted', async () => {
    answer(quote(false));
    renderView();
    await screen.findByText('An order can be cancelled only within 12 hours of booking.');
    expect((screen.getByRole('button', { name: 'Cancel order' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    answer(quote(true));
    renderView(orderFixture({ user: { id: 1, deleted_at: '2026-11-22T00:00:00Z' } }));
    expect(await screen.findByText('The account that placed this order was deleted.')).toBeTruthy();
  });

  it('says when an order has no vehicles yet', () => {
    answer(null);
    renderView(orderFixture({ status: OrderStatus.Completed, cars: [] }));
    expect(screen.getByText('No vehicles on this order yet.')).toBeTruthy();
  });

  it('offers no cancel for completed orders', () => {
    answer(null);
    renderView(orderFixture({ status: OrderStatus.Completed }));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(get).not.toHaveBeenCalledWith('/orders/refund-fee/7', expect.anything());
  });

  it("shows a cancelled order's fee and refund, in English and in French", async () => {
    answer(null);
    const cancelled = orderFixture({
      status: OrderStatus.Cancelled,
      cancellation: {
        fee: 150,
        charged: 300,
        refund: 150,
        cancelled_at: '2026-11-21T16:00:00.000Z',
        refunded_at: '2026-11-21T16:05:00.000Z',
      },
    });
    renderView(cancelled);
    const section = screen.getByRole('region', { name: 'Cancellation' });
    expect(within(section).getByText('Cancellation fee $150.00, refunded $150.00 (Nov 21, 2026)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    cleanup();
    await changeLanguage('fr');
    try {
      renderView(cancelled);
      const fr = screen.getByRole('region', { name: 'Annulation' });
      expect(within(fr).getByText(/^Frais d’annulation 150,00\s\$, remboursé 150,00\s\$ \(21 nov\. 2026\)$/)).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('says a refund is on its way until the gateway made it, and that an invoice-paid order owes the fee', () => {
    answer(null);
    renderView(
      orderFixture({
        status: OrderStatus.Cancelled,
        cancellation: { fee: 65, charged: 185, refund: 120, cancelled_at: '2026-11-21T16:00:00.000Z', refunded_at: null },
      }),
    );
    expect(screen.getByText('Cancellation fee $65.00, refund of $120.00 on its way (cancelled Nov 21, 2026)')).toBeTruthy();
    cleanup();
    renderView(
      orderFixture({
        status: OrderStatus.Cancelled,
        cancellation: { fee: 65, charged: 0, refund: 0, cancelled_at: '2026-11-21T16:00:00.000Z', refunded_at: null },
      }),
    );
    expect(screen.getByText('Cancellation fee $65.00, billed on the dry-run invoice (cancelled Nov 21, 2026)')).toBeTruthy();
  });

  it('shows no cancellation section for an order that was not cancelled', () => {
    answer(quote(true));
    renderView();
    expect(screen.queryByRole('region', { name: 'Cancellation' })).toBeNull();
  });
});

describe('order page carrier, insurance and delivery date (decision 055)', () => {
  const held = orderFixture({
    status: OrderStatus.InProgress,
    carrier: { name: 'Northern Haul Logistics', driver_first_names: ['Luc'] },
    insurance_info: {
      insurance_company_name: 'Intact Insurance',
      policy_number: 'NH2026004521',
      general_liability: 2_000_000,
      cargo_insurance: 250_000,
    },
  });

  it('names the carrier, its driver, and its insurance with the amounts as money, in English and in French', async () => {
    answer(null);
    renderView(held);
    const carrier = screen.getByRole('region', { name: 'Carrier' });
    expect(within(carrier).getByText('Northern Haul Logistics')).toBeTruthy();
    expect(within(carrier).getByText('Driver')).toBeTruthy();
    expect(within(carrier).getByText('Luc')).toBeTruthy();
    const insurance = screen.getByRole('region', { name: 'Insurance' });
    expect(within(insurance).getByText('Intact Insurance')).toBeTruthy();
    expect(within(insurance).getByText('NH2026004521')).toBeTruthy();
    expect(within(insurance).getByText('General liability')).toBeTruthy();
    expect(within(insurance).getByText('$2,000,000.00')).toBeTruthy();
    expect(within(insurance).getByText('$250,000.00')).toBeTruthy();
    cleanup();
    await changeLanguage('fr');
    try {
      renderView(held);
      const fr = screen.getByRole('region', { name: 'Assurance' });
      expect(within(fr).getByText('Responsabilité civile générale')).toBeTruthy();
      expect(within(fr).getByText(/^2\s000\s000,00\s\$$/)).toBeTruthy();
      expect(within(fr).getByText(/^250\s000,00\s\$$/)).toBeTruthy();
      expect(within(screen.getByRole('region', { name: 'Transporteur' })).getByText('Northern Haul Logistics')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('says plainly that no carrier holds the order yet, with no empty insurance section', () => {
    answer(quote(true));
    renderView(orderFixture({ carrier: null, insurance_info: null }));
    expect(within(screen.getByRole('region', { name: 'Carrier' })).getByText('No carrier yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Insurance' })).toBeNull();
  });

  it('shows the expected delivery of a freshly booked order until it has a due date, in English and in French', async () => {
    answer(quote(true));
    // booked Saturday Nov 21 (Toronto), available from Monday Nov 23, 3 business days: Thursday Nov 26
    const fresh = orderFixture({
      due_date: null,
      booked_at: '2026-11-21T15:00:00.000Z',
      start_at: '2026-11-23',
      delivery_days: 3,
    });
    renderView(fresh);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Expected delivery')).toBeTruthy();
    expect(within(summary).getByText('Nov 26, 2026')).toBeTruthy();
    expect(within(summary).queryByText('Delivery date')).toBeNull();
    cleanup();
    await changeLanguage('fr');
    try {
      renderView(fresh);
      const fr = screen.getByRole('region', { name: 'Résumé de la commande' });
      expect(within(fr).getByText('Livraison prévue')).toBeTruthy();
      expect(within(fr).getByText('26 nov. 2026')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
    cleanup();
    renderView(orderFixture({ due_date: '2026-11-28' }));
    expect(within(screen.getByRole('region', { name: 'Order summary' })).getByText('Delivery date')).toBeTruthy();
    expect(screen.getByText('Nov 28, 2026')).toBeTruthy();
  });
});
