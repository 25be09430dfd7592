import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { CheckoutDetails } from '@routier/domain';
import '../../../lib/i18n';
import { aPricedOrder } from '../../../test/priced-order';
import { ConfirmAndPayStep } from './confirm-and-pay-step';

vi.mock('../../../components/route-map/route-map', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

/** Stripe Elements stand-in: a fake Stripe.js that makes a PaymentMethod, or a card error, and authenticates. */
const stripeJs = { tokenize: vi.fn(), authenticate: vi.fn() };
vi.mock('./stripe-card-fields', async () => {
  const { useEffect } = await import('react');
  return {
    StripeCardFields: ({ onReady }: { onReady: (g: unknown) => void }) => {
      useEffect(() => onReady(stripeJs), [onReady]);
      return <p>Stripe card fields</p>;
    },
  };
});

type Call = { url: string; method: string; body: Record<string, unknown> | undefined };
let calls: Call[];
let replies: { status: number; body: unknown }[];

const DETAILS: CheckoutDetails = {
  cards: [],
  business_details: null,
  coupons: [{ id: 3, amount: 100, expires_at: null }],
  price_breakdown: {
    subtotal: 525.53,
    discount: null,
    coupon: null,
    fuel_fee: 15.77,
    tax_lines: [{ kind: 'HST', percent: 13, amount: 70.37 }],
    fuel_fee_excluded: false,
    total: 611.67,
  },
  is_express_before_noon: false,
  payment_provider: 'sandbox',
  stripe_publishable_key: null,
};

/** The same order with the $100 coupon chosen: the API's breakdown, priced after the coupon. */
const WITH_COUPON: CheckoutDetails = {
  ...DETAILS,
  price_breakdown: {
    subtotal: 583.92,
    discount: { percent: 10, amount: 58.39 },
    coupon: { id: 3, amount: 100 },
    fuel_fee: 10.64,
    tax_lines: [{ kind: 'HST', percent: 13, amount: 47.5 }],
    fuel_fee_excluded: false,
    total: 483.67,
  },
};

const wrap = (ui: ReactNode) => (
  <MantineProvider>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>
  </MantineProvider>
);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  replies = [];
  document.cookie = 'XSRF-TOKEN=test-token';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (method === 'GET') return json(200, url.includes('coupon_id=3') ? WITH_COUPON : DETAILS);
      if (url.includes('sandbox/authenticate')) return json(200, { message: 'authenticated' });
      const reply = replies.shift() ?? {
        status: 200,
        body: { status: 'succeeded', order_id: 7, order_number: 'RT-100107', current_step: 6 },
      };
      return json(reply.status, reply.body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const fillCard = (number: string) => {
  fireEvent.change(screen.getByLabelText(/Cardholder name/), { target: { value: 'Daniel Tremblay' } });
  fireEvent.change(screen.getByLabelText(/Card number/), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: '123' } });
};
const agree = () => {
  fireEvent.click(screen.getByLabelText(/I agree to the/));
  fireEvent.click(screen.getByLabelText(/dry-run fee/));
};
const posts = () => calls.filter((c) => c.method === 'POST' && c.url === '/api/checkout/7');

describe('ConfirmAndPayStep', () => {
  it('shows the summary and each price line, and requires both consents', async () => {
    render(wrap(<ConfirmAndPayStep order={aPricedOrder()} onNext={vi.fn()} onBack={vi.fn()} readOnly={false} guest={null} />));
    expect(await screen.findByText('HST (13 %)')).toBeTruthy();
    expect(screen.getByText('Fuel fee')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Toronto to Montréal/ })).toBeTruthy();
    fillCard('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findAllByText('You must agree to continue')).toHaveLength(2);
    expect(posts()).toHaveLength(0);
  });

  it("names the incomplete step by the API's booking rule, sends nothing and leads back to it", async () => {
    const onGoToStep = vi.fn();
    const order = aPricedOrder({ contact_details: [], release_form: null });
    render(
      wrap(
        <ConfirmAndPayStep
          order={order}
          onNext={vi.fn()}
          onBack={vi.fn()}
          onGoToStep={onGoToStep}
          readOnly={false}
          guest={null}
        />,
      ),
    );
    expect(await screen.findByText('This order is not complete yet')).toBeTruthy();
    expect(screen.getByText(/Complete the “Notes and contacts” step/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Place order/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Go to “Notes and contacts”/ }));
    expect(onGoToStep).toHaveBeenCalledWith(4);
    expect(posts()).toHaveLength(0);
  });

  it('pays with a token that carries no card number, and moves on', async () => {
    const onNext = vi.fn();
    render(wrap(<ConfirmAndPayStep order={aPricedOrder()} onNext={onNext} onBack={vi.fn()} readOnly={false} guest={null} />));
    await screen.findByText('HST (13 %)');
    fillCard('4242424242424242');
    agree();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    const body = posts()[0].body!;
    expect(JSON.stringify(body)).not.toContain('424242424242');
    expect(body).toMatchObject({ paid_with_card: true, agree_with_terms: true, dry_run_fee_terms: true });
    expect(String((body.card as { token: string }).token)).toMatch(/^tok_sandbox_visa_4242_/);
  });

  it('says the payments are a test, with the sandbox gateway', async () => {
    render(wrap(<ConfirmAndPayStep order={aPricedOrder()} onNext={vi.fn()} onBack={vi.fn()} readOnly={false} guest={null} />));
    expect(await screen.findByText('Test mode — no real charges')).toBeTruthy();
  });

  it('shows a declined card at the card, and sends the next submit as a new attempt with a new key', async () => {
    replies.push({ status: 422, body: { message: 'The given data was invalid.', errors: { card: ['card_declined'] } } });
    render(wrap(<ConfirmAndPayStep order={aPricedOrder()} onNext={vi.fn()} onBack={vi.fn()} readOnly={false} guest={null} />));
    await screen.findByText('HST (13 %)');
    fillCard('4000000000000002');
    agree();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    expect(await screen.findByText('The card was declined')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1].body!.idempotency_key).not.toBe(posts()[0].body!.idempotency_key);
  });

  it('retries a submit the network lost with the same key and token', async () => {
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST' && posts().length === 0) {
        calls.push({ url: String(url), method: 'POST', body: JSON.parse(String(init.body)) });
        throw new TypeError('Failed to fetch');
      }
      return answer(url, init);
    });
    const onNext = vi.fn();
    render(wrap(<ConfirmAndPayStep order={aPricedOrder()} onNext={onNext} onBack={vi.fn()} readOnly={false} guest={null} />));
    await screen.findByText('HST (13 %)');
    fillCard('4242424242424242');
    agree();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /Place order/ }).getAttribute('data-loading')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    const [lost, retry] = posts();
    expect(retry.body!.idempotency_key).toBe(lost.body!.idempotency_key);
    expect(retry.body!.card).toEqual(lost.body!.card);
  });

  it('confirms 3-D Secure in the page, then resubmits with the payment intent', async () => {
    replies.push({
      status: 200,
      body: { status: 'requires_action', payment_intent_id: 'pi_sandbox_1', client_secret: 'pi_sandbox_1_secret' },
    });
    const onNext = vi.fn();
    render(wrap(<ConfirmAndPayStep order={aPricedOrder()} onNext={onNext} onBack={vi.fn()} readOnly={false} guest={null} />));
    await screen.findByText('HST (13 %)');
    fillCard('4000002500003155');
    agree();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(posts()[1].body).toMatchObject({
      payment_intent_id: 'pi_sandbox_1',
      idempotency_key: posts()[0].body!.idempotency_key,
    });
  });

  it('after a failed 3-D Secure, paying again is a new attempt that asks for the authentication again', async () => {
    const challengeReply = (id: string) => ({
      status: 200,
      body: { status: 'requires_action', payment_intent_id: id, client_secret: `${id}_secret` },
    });
    replies.push(challengeReply('pi_sandbox_1'), challengeReply('pi_sandbox_2'));
    const onNext = vi.fn();
    render(wrap(<ConfirmAndPayStep order={aPricedOrder()} onNext={onNext} onBack={vi.fn()} readOnly={false} guest={null} />));
    await screen.findByText('HST (13 %)');
    fillCard('4000002500003155');
    agree();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Fail authentication' })).toBeNull());
    expect(posts()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Complete authentication' }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    const [failed, again, resubmit] = posts();
    expect(again.body!.idempotency_key).not.toBe(failed.body!.idempotency_key);
    expect(again.body!.card).not.toEqual(failed.body!.card);
    expect(again.body!.payment_intent_id).toBeUndefined();
    expect(resubmit.body).toMatchObject({ payment_intent_id: 'pi_sandbox_2', idempotency_key: again.body!.idempotency_key });
  });

  it('shows one total, the breakdown the API priced for the coupon, its lines under the undiscounted price', async () => {
    render(wrap(<ConfirmAndPayStep order={aPricedOrder()} onNext={vi.fn()} onBack={vi.fn()} readOnly={false} guest={null} />));
    await screen.findByText('HST (13 %)');
    fireEvent.click(screen.getByLabelText('Coupon', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: '$100.00 off', hidden: true }));
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.url.includes('coupon_id=3'))).toBe(true));
    const table = await screen.findByRole('table', { name: 'Price summary' });
    await waitFor(() => expect(within(table).getByText('Coupon no. 3')).toBeTruthy());
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Transport price$583.92',
      'Dealer discount (10 %)-$58.39',
      'Coupon no. 3-$100.00',
      'Fuel fee$10.64',
      'HST (13 %)$47.50',
      'Total$483.67',
    ]);
    // the order's stored price before the coupon (608.28) is nowhere on the step: one total, the breakdown's
    expect(screen.queryByText(/608\.28/)).toBeNull();
    expect(screen.getAllByText(/483\.67/).length).toBeGreaterThan(0);
  });
});

describe('ConfirmAndPayStep with Stripe', () => {
  const stripeDetails = { ...DETAILS, payment_provider: 'stripe' as const, stripe_publishable_key: 'pk_test_1' };
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        calls.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
        if (method === 'GET') return json(200, stripeDetails);
        const reply = replies.shift() ?? {
          status: 200,
          body: { status: 'succeeded', order_id: 7, order_number: 'RT-100107', current_step: 6 },
        };
        return json(reply.status, reply.body);
      }),
    );
    stripeJs.tokenize.mockReset();
    stripeJs.authenticate.mockReset();
  });

  it('sends the PaymentMethod Stripe.js made, lets Stripe.js authenticate, then resubmits with the intent', async () => {
    stripeJs.tokenize.mockResolvedValue({ token: 'pm_1' });
    stripeJs.authenticate.mockResolvedValue(true);
    replies.push({ status: 200, body: { status: 'requires_action', payment_intent_id: 'pi_1', client_secret: 'pi_1_secret' } });
    const onNext = vi.fn();
    render(wrap(<ConfirmAndPayStep order={aPricedOrder()} onNext={onNext} onBack={vi.fn()} readOnly={false} guest={null} />));
    expect(await screen.findByText('Stripe card fields')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Cardholder name/), { target: { value: 'Daniel Tremblay' } });
    agree();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(stripeJs.tokenize).toHaveBeenCalledWith('Daniel Tremblay');
    expect(stripeJs.authenticate).toHaveBeenCalledWith({ payment_intent_id: 'pi_1', client_secret: 'pi_1_secret' });
    expect(posts()[0].body!.card).toEqual({ token: 'pm_1', cardholder_name: 'Daniel Tremblay', save: false });
    expect(posts()[1].body).toMatchObject({ payment_intent_id: 'pi_1', idempotency_key: posts()[0].body!.idempotency_key });
  });

  it("shows Stripe.js's card error at its field and sends nothing", async () => {
    stripeJs.tokenize.mockResolvedValue({ field: 'card_cvc', code: 'incorrect_cvc' });
    render(wrap(<ConfirmAndPayStep order={aPricedOrder()} onNext={vi.fn()} onBack={vi.fn()} readOnly={false} guest={null} />));
    await screen.findByText('Stripe card fields');
    fireEvent.change(screen.getByLabelText(/Cardholder name/), { target: { value: 'Daniel Tremblay' } });
    agree();
    fireEvent.click(screen.getByRole('button', { name: /Place order/ }));
    await waitFor(() => expect(stripeJs.tokenize).toHaveBeenCalled());
    expect(posts()).toHaveLength(0);
  });
});
