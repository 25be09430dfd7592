import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatCents, OrderStatus, Role, ShippingMethod, type OrderDetail } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { expectMoneyInvariant } from '../../test/money-invariant.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { payByCard, pricedDraft } from '../../test/card-checkout.js';
import { orders, payments } from '../../db/schema/index.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dry-run-')), 'invoice.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};
const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe("a cancellation's fee and refund", () => {
  let t: TestApp;
  let dealer: Session;
  let customer: Session;
  let carrier: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const get = (who: Session, url: string) => t.app.inject({ url, headers: who.headers });

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
    customer = await t.loginAs(Role.PrivateUser);
    carrier = await t.loginAs(Role.TransportCompany);
  });
  afterAll(() => t.close());

  /** A private customer's draft priced and paid by card through checkout: booked, its charge at the sandbox gateway. */
  const paidOrder = async () => {
    const order = await pricedDraft(t, factory, customer);
    await payByCard(t, customer, order.id, `cancel-money-${order.id}`);
    return (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0];
  };

  it('quotes the dry-run fee: $150 (not $250) on a $300 drive-away in transport, $65 (not $46.25) on a $185 order', async () => {
    const carrierId = carrier.user.businessDetailsId;
    const driveAway = await factory.createOrder(dealer.user, {
      status: OrderStatus.InProgress,
      shippingMethod: ShippingMethod.DriveAway,
      dealerPriceTvaCents: 30_000,
      carrierBusinessId: carrierId,
      bookedAt: t.deps.clock(),
    });
    expect((await get(dealer, `/api/orders/refund-fee/${driveAway.id}`)).json()).toMatchObject({ current_fee_amount: 150 });
    const small = await factory.createOrder(dealer.user, {
      status: OrderStatus.Active,
      shippingMethod: 3,
      dealerPriceTvaCents: 18_500,
      carrierBusinessId: carrierId,
      bookedAt: t.deps.clock(),
    });
    expect((await get(dealer, `/api/orders/refund-fee/${small.id}`)).json()).toMatchObject({ current_fee_amount: 65 });
    // the cancel charges what the quote said
    expect((await get(dealer, `/api/orders/cancel/${small.id}`)).statusCode).toBe(200);
    const page = (await get(dealer, `/api/orders/${small.id}`)).json() as OrderDetail;
    expect(page.cancellation).toMatchObject({ fee: 65, charged: 0, refund: 0 });
    // the dealer's dashboard counts the fee as spending in the month it was cancelled
    const dashboard = await t.app.inject({ method: 'POST', url: '/api/dashboard/dealer', headers: dealer.headers, payload: {} });
    expect(dashboard.json()).toMatchObject({ cancellation_fees: 65, refunded: 0 });
    const november = dashboard.json().chart.find((p: { interval: string }) => p.interval === '2026-11');
    expect(november.current_year).toBeGreaterThanOrEqual(65);
  });

  it('refunds the charge less the fee at the gateway, shows both on the order page, invoices the fee as a dry run', async () => {
    const order = await paidOrder();
    await t.drainJobs(); // the booking e-mail goes out first
    const charged = order.dealerPriceTvaCents!;
    const quote = (await get(customer, `/api/orders/refund-fee/${order.id}`)).json();
    const feeCents = Math.round(quote.current_fee_amount * 100);
    expect(feeCents).toBeGreaterThanOrEqual(6_500);
    expect(feeCents).toBeLessThanOrEqual(charged / 2);

    expect((await get(customer, `/api/orders/cancel/${order.id}`)).statusCode).toBe(200);
    const before = (await get(customer, `/api/orders/${order.id}`)).json() as OrderDetail;
    expect(before.cancellation).toEqual({
      fee: feeCents / 100,
      charged: charged / 100,
      refund: (charged - feeCents) / 100,
      cancelled_at: t.deps.clock().toISOString(),
      refunded_at: null,
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: charged, refundedCents: charged - feeCents });

    // the gateway gives the refund back once the queued job runs
    await t.drainJobs();
    const after = (await get(customer, `/api/orders/${order.id}`)).json() as OrderDetail;
    expect(after.cancellation?.refunded_at).toBe(t.deps.clock().toISOString());
    const atGateway = (await t.deps.payments.charges(new Date(0))).find((c) => c.orderId === order.id);
    expect(atGateway).toMatchObject({ amountCents: charged, refundedCents: charged - feeCents });
    await t.drainJobs(); // a second run refunds nothing more
    // the cancellation e-mail names the fee and the refund
    const mail = t.lastMailTo(customer.user.email);
    expect(mail?.text).toContain(`${formatCents(charged - feeCents, 'en')} of your payment is being refunded to your card.`);
    expect(mail?.text).toContain(`A cancellation fee of ${formatCents(feeCents, 'en')} applies.`);
    expect((await t.deps.payments.charges(new Date(0))).find((c) => c.orderId === order.id)?.refundedCents).toBe(
      charged - feeCents,
    );

    // Invoices: the dry-run invoice lists the fee, paid (kept from the charge), and its PDF says so
    const list = (await get(customer, `/api/invoices/individuals?keyword=${order.orderNumber}`)).json();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      is_dry_run: true,
      is_paid: true,
      amount: feeCents / 100,
      order_number: order.orderNumber,
    });
    const pdf = await get(customer, `/api/invoices/individuals/pdf/${list.data[0].id}`);
    expect(pdf.statusCode).toBe(200);
    const text = spaced(pdfText(pdf.rawPayload));
    expect(text).toContain('Dry-run fee');
    expect(text).toContain(spaced(formatCents(feeCents, 'en')));
    // and what was charged and given back to the card, in the customer's language
    expect(text).toMatch(new RegExp(`Charged to the card\\s+${escape(spaced(formatCents(charged, 'en')))}`));
    expect(text).toMatch(new RegExp(`Refunded to the card\\s+${escape(spaced(formatCents(charged - feeCents, 'en')))}`));
    const french = await t.app.inject({
      method: 'PUT',
      url: '/api/users/locale',
      headers: customer.headers,
      payload: { locale: 'fr' },
    });
    expect(french.statusCode).toBe(200);
    const pdfFr = await get(customer, `/api/invoices/individuals/pdf/${list.data[0].id}`);
    const textFr = spaced(pdfText(pdfFr.rawPayload));
    expect(textFr).toMatch(new RegExp(`Montant débité de la carte\\s+${escape(spaced(formatCents(charged, 'fr')))}`));
    expect(textFr).toMatch(new RegExp(`Remboursé sur la carte\\s+${escape(spaced(formatCents(charged - feeCents, 'fr')))}`));

    // the money adds up: gateway net = recorded payment less refund = the dry-run invoice's fee
    await expectMoneyInvariant(t.deps);
  });
});
