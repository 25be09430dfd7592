import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { aPricedOrder } from '../../../test/priced-order';
import { typeDate } from '../../../test/date-input';
import { PricingStep } from './pricing-step';

type Call = { url: string; method: string; body: unknown };
let calls: Call[];

const OPTIONS = {
  pricing_options: [
    {
      shipping_method: 1,
      is_available: false,
      reason: 'driveAwayDistance',
      dealer_price: null,
      dealer_express_price: null,
      delivery_time: null,
    },
    {
      shipping_method: 2,
      is_available: true,
      reason: null,
      dealer_price: 793.05,
      dealer_express_price: 991.31,
      delivery_time: 3,
    },
    {
      shipping_method: 3,
      is_available: true,
      reason: null,
      dealer_price: 525.53,
      dealer_express_price: 656.91,
      delivery_time: 3,
    },
    { shipping_method: 4, is_available: true, reason: null, dealer_price: null, dealer_express_price: null, delivery_time: null },
  ],
  timeframe_1_label: '2026-11-22',
  timeframe_3_label: '2026-11-25',
  timeframe_7_label: '2026-12-01',
  min_delivery: '2026-11-26',
  is_express_before_noon: true,
  data: { distance: 540.7 },
};

const wrap = (ui: ReactNode) => (
  <MantineProvider>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>
  </MantineProvider>
);

const stub = (options: unknown = OPTIONS) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const payload = url.includes('/v2/') || url.includes('/guests/orders/pricing-options/') ? options : { id: 7 };
      return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );

beforeEach(() => {
  calls = [];
  document.cookie = 'XSRF-TOKEN=test-token';
});
afterEach(() => vi.unstubAllGlobals());

describe('PricingStep', () => {
  it('shows price and ETA per method, the express price, and why a method is not offered', async () => {
    stub();
    render(wrap(<PricingStep order={aPricedOrder()} onNext={vi.fn()} onBack={vi.fn()} readOnly={false} guest={null} />));
    expect(await screen.findByText('$525.53')).toBeTruthy();
    expect(screen.getByText('Drive away is available up to 250 km.')).toBeTruthy();
    expect(screen.getByText('Distance: 540.7 km')).toBeTruthy();
    expect(screen.getAllByText('3 business days')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('switch', { name: /Express/ })[1]);
    expect(screen.getByText('$656.91')).toBeTruthy();
    expect(screen.getByText('1 day')).toBeTruthy();
  });

  it('writes the distance the French way in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      stub();
      render(wrap(<PricingStep order={aPricedOrder()} onNext={vi.fn()} onBack={vi.fn()} readOnly={false} guest={null} />));
      expect(await screen.findByText(/^Distance : 540,7 km$/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('saves the accepted method with express and moves on', async () => {
    stub();
    const onNext = vi.fn();
    render(wrap(<PricingStep order={aPricedOrder()} onNext={onNext} onBack={vi.fn()} readOnly={false} guest={null} />));
    await screen.findByText('$525.53');
    fireEvent.click(screen.getAllByRole('switch', { name: /Express/ })[1]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Accept price' })[1]);
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      url: '/api/pricing-options/7',
      method: 'POST',
      body: { shipping_method: 3, is_express: true },
    });
  });

  it('only advances an admin-created order', async () => {
    stub();
    const onNext = vi.fn();
    render(
      wrap(
        <PricingStep
          order={aPricedOrder({ is_created_by_admin: true })}
          onNext={onNext}
          onBack={vi.fn()}
          readOnly
          guest={null}
        />,
      ),
    );
    await screen.findByText('$525.53');
    fireEvent.click(screen.getAllByRole('button', { name: 'Accept price' })[0]);
    expect(onNext).toHaveBeenCalled();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says so when no method is available', async () => {
    stub({
      ...OPTIONS,
      pricing_options: OPTIONS.pricing_options.map((o) => ({ ...o, is_available: false, reason: 'inoperableTooFar' })),
    });
    render(wrap(<PricingStep order={aPricedOrder()} onNext={vi.fn()} onBack={vi.fn()} readOnly={false} guest={null} />));
    expect(await screen.findByText('No pricing available for the selected route')).toBeTruthy();
  });

  it('offers a quote request when no method is available (a non-running car past 700 km), any method', async () => {
    stub({
      ...OPTIONS,
      pricing_options: OPTIONS.pricing_options.map((o) => ({ ...o, is_available: false, reason: 'inoperableTooFar' })),
    });
    render(wrap(<PricingStep order={aPricedOrder()} onNext={vi.fn()} onBack={vi.fn()} readOnly={false} guest={null} />));
    await screen.findByText('No pricing available for the selected route');
    fireEvent.click(screen.getByRole('button', { name: 'Request quote' }));
    fireEvent.click(screen.getByLabelText(/Flexible/));
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Your request is on its way')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/pricing-options/7/quotes',
      body: { needed_by_date: null },
    });
  });

  it('shows a guest sign-in and registration instead: quotes are for registered customers', async () => {
    stub({
      ...OPTIONS,
      pricing_options: OPTIONS.pricing_options.map((o) => ({ ...o, is_available: false, reason: 'inoperableTooFar' })),
    });
    render(
      wrap(
        <PricingStep
          order={aPricedOrder()}
          onNext={vi.fn()}
          onBack={vi.fn()}
          readOnly={false}
          guest={{ orderId: 7, hash: 'h' }}
        />,
      ),
    );
    await screen.findByText('No pricing available for the selected route');
    expect(screen.queryByRole('button', { name: 'Request quote' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('requests a priority quote for enclosed as haul away + enclosed, then links to the quotes', async () => {
    stub();
    render(wrap(<PricingStep order={aPricedOrder()} onNext={vi.fn()} onBack={vi.fn()} readOnly={false} guest={null} />));
    await screen.findByText('$525.53');
    fireEvent.click(screen.getAllByRole('button', { name: 'Request quote' }).at(-1)!);
    const submit = screen.getByRole('button', { name: 'Send the request' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/Priority/));
    expect(submit.disabled).toBe(true);
    await typeDate(/Deliver by/, '2026/11/30');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText('Your request is on its way')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      needed_by_date: '2026/11/30',
      shipping_method: 3,
      enclosed: true,
    });
    expect(screen.getByRole('link', { name: 'See the quotes' }).getAttribute('href')).toBe('/auto-dispatch/quotes/7');
  });
});
