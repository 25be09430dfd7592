import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { OrderStatus, Role } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { orders, payments } from '../../db/schema/index.js';
import { startFakeStripe } from '../../platform/payments/fake-stripe-server.js';
import { expectMoneyInvariant } from '../../test/money-invariant.js';

const WEBHOOK_SECRET = 'whsec_routier_test';
const consents = { agree_with_terms: true, dry_run_fee_terms: true };

describe('checkout with Stripe configured', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let customer: Awaited<ReturnType<TestApp['loginAs']>>;
  let factory: ReturnType<typeof createOrderFactory>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_routier',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_routier',
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    customer = await t.loginAs(Role.PrivateUser);
    factory = createOrderFactory(t.deps);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const pricedDraft = async () => {
    const order = await factory.createOrder(customer.user, { currentStep: 3, distanceKm: 300, bookable: true });
    await t.app.inject({
      method: 'POST',
      url: `/api/pricing-options/${order.id}`,
      headers: customer.headers,
      payload: { shipping_method: 3 },
    });
    return order;
  };
  const pay = (id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/checkout/${id}`, headers: customer.headers, payload });

  it('names Stripe and its publishable key to the page', async () => {
    const order = await pricedDraft();
    const res = await t.app.inject({ method: 'GET', url: `/api/checkout/${order.id}`, headers: customer.headers });
    expect(res.json()).toMatchObject({ payment_provider: 'stripe', stripe_publishable_key: 'pk_test_routier' });
  });

  it('handles requires_action and the resubmit with payment_intent_id, charging once', async () => {
    const order = await pricedDraft();
    const body = {
      ...consents,
      paid_with_card: true,
      card: { token: 'pm_card_authenticationRequired' },
      idempotency_key: 'stripe-attempt-1',
    };
    const first = await pay(order.id, body);
    expect(first.json()).toMatchObject({ status: 'requires_action' });
    const { payment_intent_id } = first.json() as { payment_intent_id: string };
    stripe.authenticate(payment_intent_id);
    const done = await pay(order.id, { ...body, payment_intent_id });
    expect(done.json()).toMatchObject({ status: 'succeeded' });
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe(OrderStatus.Active);
    expect(
      stripe.calls.filter((c) => c.path === '/v1/payment_intents' && c.form.get('description')?.includes(order.orderNumber)),
    ).toHaveLength(1);
  });

  it('maps a declined card to a global card error', async () => {
    const order = await pricedDraft();
    const res = await pay(order.id, {
      ...consents,
      paid_with_card: true,
      card: { token: 'pm_card_chargeDeclined' },
      idempotency_key: 'stripe-attempt-2',
    });
    expect(res.json()).toMatchObject({ errors: { card: ['generic_decline'] } });
  });

  it('accepts only webhooks signed with the endpoint secret, and records a failed payment', async () => {
    const order = await pricedDraft();
    await pay(order.id, {
      ...consents,
      paid_with_card: true,
      card: { token: 'pm_card_authenticationRequired' },
      idempotency_key: 'stripe-attempt-3',
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: payment.paymentIntentId,
          object: 'payment_intent',
          last_payment_error: { code: 'card_declined', decline_code: 'authentication_failed' },
        },
      },
    });
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const send = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    expect((await send('t=1,v1=forged')).statusCode).toBe(422);
    const ok = await send(signed);
    expect(ok.statusCode).toBe(200);
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'failed', errorCode: 'authentication_failed' });
  });

  const signedEvent = (type: string, paymentIntentId: string) => {
    const payload = JSON.stringify({
      id: `evt_${paymentIntentId}`,
      object: 'event',
      type,
      data: { object: { id: paymentIntentId, object: 'payment_intent', last_payment_error: null } },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload,
    });
  };
  const paymentOf = async (orderId: number) => (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0];
  const orderStatus = async (orderId: number) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;

  it('books on payment_intent.succeeded an order whose customer never came back after 3-D Secure', async () => {
    const order = await pricedDraft();
    const first = await pay(order.id, {
      ...consents,
      paid_with_card: true,
      card: { token: 'pm_card_authenticationRequired' },
      idempotency_key: 'stripe-webhook-1',
    });
    const { payment_intent_id } = first.json() as { payment_intent_id: string };
    stripe.succeed(payment_intent_id);
    expect((await signedEvent('payment_intent.succeeded', payment_intent_id)).statusCode).toBe(200);
    expect(await paymentOf(order.id)).toMatchObject({ status: 'succeeded', paymentIntentId: payment_intent_id });
    expect(await orderStatus(order.id)).toBe(OrderStatus.Active);
    // the event again (Stripe delivers at least once) changes nothing
    expect((await signedEvent('payment_intent.succeeded', payment_intent_id)).statusCode).toBe(200);
    await expectMoneyInvariant(t.deps);
  });

  it('refunds on payment_intent.succeeded a charge whose draft was deleted meanwhile', async () => {
    const order = await pricedDraft();
    const first = await pay(order.id, {
      ...consents,
      paid_with_card: true,
      card: { token: 'pm_card_authenticationRequired' },
      idempotency_key: 'stripe-webhook-2',
    });
    const { payment_intent_id } = first.json() as { payment_intent_id: string };
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: customer.headers })).statusCode,
    ).toBeLessThan(300);
    stripe.succeed(payment_intent_id);
    await signedEvent('payment_intent.succeeded', payment_intent_id);
    expect(await paymentOf(order.id)).toMatchObject({ status: 'refunded' });
    expect(stripe.netCharged().find((c) => c.id === payment_intent_id)?.net).toBe(0);
    await expectMoneyInvariant(t.deps);
  });

  it('books with the waiting attempt when a new one finds it already succeeded at Stripe, charging once', async () => {
    const order = await pricedDraft();
    const first = await pay(order.id, {
      ...consents,
      paid_with_card: true,
      card: { token: 'pm_card_authenticationRequired' },
      idempotency_key: 'stripe-retry-1',
    });
    const { payment_intent_id } = first.json() as { payment_intent_id: string };
    stripe.succeed(payment_intent_id);
    const second = await pay(order.id, {
      ...consents,
      paid_with_card: true,
      card: { token: 'pm_card_visa' },
      idempotency_key: 'stripe-retry-2',
    });
    expect(second.json()).toMatchObject({ status: 'succeeded' });
    expect(await paymentOf(order.id)).toMatchObject({ status: 'succeeded', paymentIntentId: payment_intent_id });
    expect(stripe.netCharged().filter((c) => c.orderId === order.id)).toHaveLength(1);
    await expectMoneyInvariant(t.deps);
  });
});
