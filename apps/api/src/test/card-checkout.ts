import { expect } from 'vitest';
import { sandboxToken } from '@routier/domain';
import type { TestApp } from './build-test-app.js';
import type { createOrderFactory } from './order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const VISA = '4242424242424242';
const CONSENTS = { agree_with_terms: true, dry_run_fee_terms: true };

/** A bookable draft of the customer's, priced through the pricing step (flatbed, Toronto → Montréal's distance). */
export const pricedDraft = async (t: TestApp, factory: ReturnType<typeof createOrderFactory>, customer: Session) => {
  const order = await factory.createOrder(customer.user, {
    currentStep: 3,
    distanceKm: 540.7,
    startAt: '2026-11-23',
    bookable: true,
  });
  const priced = await t.app.inject({
    method: 'POST',
    url: `/api/pricing-options/${order.id}`,
    headers: customer.headers,
    payload: { shipping_method: 3 },
  });
  expect(priced.statusCode).toBe(200);
  return order;
};

/** Pays the order by card through checkout (the sandbox gateway charges it), under an idempotency key. */
export const payByCard = async (t: TestApp, customer: Session, orderId: number, key: string) => {
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/${orderId}`,
    headers: { ...customer.headers, 'idempotency-key': key },
    payload: {
      ...CONSENTS,
      paid_with_card: true,
      card: { token: sandboxToken({ number: VISA, expiry: '12/30', cvc: '123' }, 'n0nce1') },
    },
  });
  expect(paid.json()).toMatchObject({ status: 'succeeded' });
};
