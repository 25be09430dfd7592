import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeGateway } from './stripe.js';
import { startFakeStripe } from './fake-stripe-server.js';

describe('Stripe gateway (against a local server answering like Stripe)', () => {
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let gateway: ReturnType<typeof createStripeGateway>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    gateway = createStripeGateway({ secretKey: 'sk_test_routier', publishableKey: 'pk_test_routier', apiBase: stripe.url });
  });
  afterAll(async () => {
    await stripe.close();
  });

  const recorded: string[] = [];
  const charge = (token: string, key: string, saveCard = false) =>
    gateway.charge({
      orderId: 1,
      recordIntent: async (id) => void recorded.push(id),
      amountCents: 60_935,
      currency: 'cad',
      source: { token },
      idempotencyKey: key,
      description: 'Routier order RT-1',
      saveCard,
    });

  it('creates a PaymentIntent, has its id recorded, then confirms it, with our idempotency key', async () => {
    const result = await charge('pm_card_visa', 'order-1-a');
    expect(result).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } });
    const call = stripe.calls.find((c) => c.path === '/v1/payment_intents')!;
    expect(call.idempotencyKey).toBe('order-1-a');
    expect(call.form.get('amount')).toBe('60935');
    expect(call.form.get('currency')).toBe('cad');
    expect(call.form.get('confirm')).toBe('false');
    expect(call.form.get('metadata[order_id]')).toBe('1');
    expect(recorded).toContain(result.paymentIntentId);
    const confirmCall = stripe.calls.findIndex((c) => c.path === `/v1/payment_intents/${result.paymentIntentId}/confirm`);
    expect(confirmCall).toBeGreaterThan(stripe.calls.indexOf(call));
  });

  it('cancels an intent waiting for authentication, answers one that succeeded as succeeded, and refunds once', async () => {
    const waiting = await charge('pm_card_authenticationRequired', 'order-7-a');
    expect(await gateway.cancel(waiting.paymentIntentId!)).toMatchObject({ status: 'failed', code: 'canceled' });
    expect(await gateway.retrieve(waiting.paymentIntentId!)).toMatchObject({ status: 'failed', code: 'canceled' });
    const done = await charge('pm_card_authenticationRequired', 'order-8-a');
    stripe.succeed(done.paymentIntentId!);
    expect(await gateway.cancel(done.paymentIntentId!)).toMatchObject({ status: 'succeeded' });
    await gateway.refund(done.paymentIntentId!, 'refund-8');
    await gateway.refund(done.paymentIntentId!, 'refund-8');
    const listed = await gateway.charges(new Date(0));
    expect(listed.find((c) => c.paymentIntentId === done.paymentIntentId)).toEqual({
      paymentIntentId: done.paymentIntentId,
      orderId: 1,
      amountCents: 60_935,
      refundedCents: 60_935,
    });
  });

  it('returns the first answer when the same key is sent again: one intent, never two charges', async () => {
    const first = await charge('pm_card_visa', 'order-2-a');
    const again = await charge('pm_card_visa', 'order-2-a');
    expect(again).toEqual(first);
    const ids = new Set(stripe.calls.filter((c) => c.idempotencyKey === 'order-2-a').map((c) => c.path));
    expect(ids).toEqual(new Set(['/v1/payment_intents']));
  });

  it('asks for authentication, then confirms the intent after it', async () => {
    const first = await charge('pm_card_authenticationRequired', 'order-3-a');
    expect(first).toMatchObject({ status: 'requires_action', clientSecret: expect.stringContaining('_secret_') });
    const intent = first.paymentIntentId!;
    expect(await gateway.confirm(intent, 'order-3-a')).toMatchObject({ status: 'requires_action' });
    stripe.authenticate(intent);
    expect(await gateway.confirm(intent, 'order-3-a')).toMatchObject({ status: 'succeeded', paymentIntentId: intent });
  });

  it('maps a declined card to its decline code', async () => {
    expect(await charge('pm_card_chargeDeclined', 'order-4-a')).toMatchObject({ status: 'failed', code: 'generic_decline' });
  });

  it('keeps a card for later as its customer and payment method', async () => {
    const result = await charge('pm_card_mastercard', 'order-5-a', true);
    expect(result).toMatchObject({ status: 'succeeded', reusableRef: expect.stringMatching(/^cus_\d+:pm_card_mastercard$/) });
    const saved = await gateway.charge({
      amountCents: 1_000,
      currency: 'cad',
      orderId: 2,
      recordIntent: async () => undefined,
      source: { savedRef: (result as { reusableRef: string }).reusableRef },
      idempotencyKey: 'order-6-a',
      description: 'x',
      saveCard: false,
    });
    expect(saved.status).toBe('succeeded');
  });
});
