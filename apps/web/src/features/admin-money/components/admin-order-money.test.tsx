import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminOrderMoney as Money } from '@routier/domain';
import { i18n, loadNamespace } from '../../../lib/i18n';
import { AdminOrderMoney } from './admin-order-money';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const money: Money = {
  order_id: 7,
  order_number: 'RT-100200',
  total: 500,
  paid_with_card: true,
  coupon: null,
  payments: [
    {
      id: 3,
      order_id: 7,
      order_number: 'RT-100200',
      provider: 'sandbox',
      status: 'succeeded',
      amount: 500,
      refunded: 100,
      refundable: 400,
      card_brand: 'visa',
      card_last4: '4242',
      created_at: '2026-11-21T15:00:00.000Z',
      refunds: [
        {
          id: 1,
          payment_id: 3,
          order_id: 7,
          amount: 100,
          reason: 'Late pickup',
          status: 'refunded',
          requested_by_name: 'Ada Admin',
          created_at: '2026-11-21T16:00:00.000Z',
          refunded_at: '2026-11-21T16:00:05.000Z',
        },
      ],
      invoice_numbers: [],
    },
  ],
  invoices: [],
  fuel_claims: [],
};

let fetchMock: ReturnType<typeof vi.fn>;
const view = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdminOrderMoney orderId={7} />
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(async () => {
  await loadNamespace('admin');
  // the reason box grows with its text: Mantine listens to the page's fonts loading
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
    });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    init?.method === 'POST' ? json({ ...money.payments[0].refunds[0], id: 2, status: 'pending' }, 201) : json(money),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('AdminOrderMoney', () => {
  it('lists the charge and its refund, and refunds only within what remains, after stating the consequence', async () => {
    view();
    expect(await screen.findByText(/Charged \$500\.00 Visa •••• 4242/)).toBeTruthy();
    expect(screen.getByText(/−\$100\.00 refunded on .* by Ada Admin: Late pickup/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const amount = await screen.findByRole('textbox', { name: /Amount to refund/ });
    fireEvent.change(amount, { target: { value: '450' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Damaged bumper' } });
    fireEvent.click(screen.getByRole('button', { name: /^Refund \$450\.00/ }));
    expect(await screen.findByText('Between $0.01 and $400.00.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '40' } });
    expect(screen.getByText(/\$40\.00 goes back to the customer's card Visa •••• 4242/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Refund \$40\.00/ }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(true),
    );
    const [url, init] = fetchMock.mock.calls.find(([, i]) => (i as RequestInit | undefined)?.method === 'POST')!;
    expect(String(url)).toContain('/admin/payments/3/refunds');
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      amount_cents: 4_000,
      reason: 'Damaged bumper',
      idempotency_key: expect.stringMatching(/^refund-/),
    });
  });
});
