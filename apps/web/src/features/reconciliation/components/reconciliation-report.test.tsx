import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n, loadNamespace } from '../../../lib/i18n';
import { ReconciliationReportView } from './reconciliation-report';

let report: unknown;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const view = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReconciliationReportView />
      </QueryClientProvider>
    </MantineProvider>,
  );
const base = {
  checked_at: '2026-11-21T15:00:00.000Z',
  since: '2026-08-23T15:00:00.000Z',
  orders_checked: 12,
  payments_checked: 14,
  gateway: 'sandbox',
};

beforeEach(async () => {
  await loadNamespace('admin');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(report)),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ReconciliationReportView', () => {
  it('says everything matches when nothing is found', async () => {
    report = { ...base, mismatches: [] };
    view();
    expect(await screen.findByText('Everything matches')).toBeTruthy();
  });

  it('lists each mismatch with its order and amounts, in French too', async () => {
    report = {
      ...base,
      mismatches: [
        {
          kind: 'charge_without_payment',
          order_id: 7,
          order_number: 'RT-100107',
          coupon_id: null,
          payment_intent_id: 'pi_sandbox_1',
          expected: 0,
          actual: 566.41,
        },
      ],
    };
    await i18n.changeLanguage('fr');
    view();
    expect(await screen.findByText('Un paiement à la passerelle sans paiement enregistré')).toBeTruthy();
    expect(screen.getByText('RT-100107')).toBeTruthy();
    expect(screen.getByText(/566,41/)).toBeTruthy();
  });
});
