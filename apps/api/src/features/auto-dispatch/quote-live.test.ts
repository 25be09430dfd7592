import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, sandboxToken, ShippingMethod, type LiveEvent } from '@routier/domain';
import { buildTestApp, json, type TestApp } from '../../test/build-test-app.js';
import { connectLive, type LiveTestClient } from '../../test/live-client.js';
import { checkoutDrafts, type TestSession as Session } from '../../test/checkout-setup.js';

const quoteBody = {
  pickup_date: '2026-11-23',
  dropoff_date: '2026-11-25',
  price: '$450.00',
  availability: 24,
  shipping_method: '3',
  confirm_price: true,
};

describe('auto dispatch: quotes reach the customer live; checkout needs an accepted quote', () => {
  let t: TestApp;
  let base: string;
  let dealer: Session;
  let carrier: Session;
  let drafts: ReturnType<typeof checkoutDrafts>;
  const open: LiveTestClient[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    drafts = checkoutDrafts(t);
    dealer = await t.loginAs(Role.Dealer);
    carrier = await t.loginAs(Role.TransportCompany);
  });
  afterAll(async () => {
    for (const client of open) await client.close();
    await t.close();
  });

  const socketOf = async (who: Session) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/live/ticket', headers: who.headers });
    const client = await connectLive(base, json<{ ticket: string }>(res).ticket);
    open.push(client);
    return client;
  };
  const isOrder = (id: number) => (e: LiveEvent) => e.kind === 'order' && e.orderId === id;

  it("tells the customer's open pages that a quote arrived, as an order event", async () => {
    const order = await drafts.quotedDraft(dealer);
    const socket = await socketOf(dealer);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/auto-dispatch/submit-price/${order.id}`,
      headers: carrier.headers,
      payload: quoteBody,
    });
    expect(submitted.statusCode).toBe(200);
    expect(await socket.next(isOrder(order.id))).toEqual({ kind: 'order', orderId: order.id });
  });

  it('refuses to check out an auto-dispatch draft: it has no accepted quote, whatever price it holds', async () => {
    const order = await drafts.factory.createOrder(dealer.user, {
      status: OrderStatus.Draft,
      isAutoDispatch: true,
      currentStep: 4,
      shippingMethod: ShippingMethod.HaulAway,
      dealerPriceCents: 80_000,
      dealerPriceTvaCents: 90_400,
    });
    const card = { token: sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'adl001') };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${order.id}`,
      headers: dealer.headers,
      payload: { agree_with_terms: true, dry_run_fee_terms: true, paid_with_card: true, card },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('order.not_payable');
  });
});
