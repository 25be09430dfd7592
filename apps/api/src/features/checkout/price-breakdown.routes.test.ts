import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMoney, OrderEvent, Role, sandboxToken, type CheckoutDetails, type OrderDetail } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { checkoutDrafts, loginFilledDealer, type TestSession as Session } from '../../test/checkout-setup.js';
import { coupons, discounts, orders, payments } from '../../db/schema/index.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { orderInvoices } from '../billing/billing.service.js';
import { patchOrder } from '../orders/orders.service.js';

const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};
/** Intl's spaces (no-break, narrow no-break) as plain ones: the PDF's text extraction and the e-mail agree on them. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
/** A printed line of the PDF: its label, spaces, its amount. */
const pdfLine = (label: string, dollars: number) =>
  new RegExp(`${label}\\s+${plain(formatMoney(dollars, 'fr')).replace(/[$.]/g, '\\$&')}`);

describe('one price breakdown, from the confirm step to the invoice', () => {
  let t: TestApp;
  let dealer: Session;
  let carrier: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    dealer = await loginFilledDealer(t, { locale: 'fr', business: { name: 'Garage Sud' } });
    carrier = await t.loginAs(Role.TransportCompany);
    await t.db.insert(discounts).values({
      businessDetailsId: dealer.user.businessDetailsId!,
      discountBp: 1_000,
      expiryDate: new Date(t.deps.clock().getTime() + 30 * 86_400_000),
    });
  });
  afterAll(() => t.close());

  it('charges, stores, shows, e-mails and invoices the same lines and total for a discounted coupon order', async () => {
    const order = await checkoutDrafts(t).pricedDraft(dealer);
    const [coupon] = await t.db.insert(coupons).values({ userId: dealer.user.id, amountCents: 10_000 }).returning();

    // the confirm step's breakdown for that coupon
    const confirm = (
      await t.app.inject({ url: `/api/checkout/${order.id}?coupon_id=${coupon.id}`, headers: dealer.headers })
    ).json() as CheckoutDetails;
    const shown = confirm.price_breakdown;
    expect(shown.discount).toMatchObject({ percent: 10 });
    expect(shown.coupon).toEqual({ id: coupon.id, amount: 100 });
    const cents = (d: number) => Math.round(d * 100);
    const lines =
      cents(shown.subtotal) -
      cents(shown.discount!.amount) -
      cents(shown.coupon!.amount) +
      cents(shown.fuel_fee) +
      shown.tax_lines.reduce((s, l) => s + cents(l.amount), 0);
    expect(cents(shown.total)).toBe(lines);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${order.id}`,
      headers: dealer.headers,
      payload: {
        agree_with_terms: true,
        dry_run_fee_terms: true,
        paid_with_card: true,
        coupon_id: coupon.id,
        card: { token: sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'n0nce9') },
      },
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded' });

    // the gateway's charge, the recorded payment and the order's total are the confirm step's total
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: cents(shown.total), couponId: coupon.id });

    // the order page: the same breakdown, with the coupon applied
    const page = (await t.app.inject({ url: `/api/orders/${order.id}`, headers: dealer.headers })).json() as OrderDetail;
    expect(page.price_breakdown).toEqual(shown);
    expect(page.applied_coupon).toEqual({ id: coupon.id, amount: 100 });
    expect(page.dealer_price_tva).toBe(shown.total);

    // the confirmation e-mail prints every line and the total
    await t.drainJobs();
    const mail = t.lastMailTo(dealer.user.email)!;
    const text = plain(mail.text);
    for (const amount of [shown.subtotal, -shown.discount!.amount, -100, shown.fuel_fee, ...shown.tax_lines.map((l) => l.amount)])
      expect(text).toContain(plain(formatMoney(amount, 'fr')));
    expect(text).toContain(plain(`Total : ${formatMoney(shown.total, 'fr')}`));
    expect(text).toContain('Rabais concessionnaire 10 %');
    expect(text).toContain('Coupon');

    // delivered: the invoice's lines and total are the same
    // a carrier takes the job and starts the transport, through the lifecycle
    const held = (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0];
    await patchOrder(t.deps, held, { carrierBusinessId: carrier.user.businessDetailsId });
    await changeOrderStatus(t.deps, held.id, { type: OrderEvent.StartTransport, by: 'carrier' });
    await t.deps.db.transaction((tx) =>
      changeOrderStatus({ db: tx, clock: t.deps.clock }, order.id, { type: OrderEvent.Deliver, by: 'carrier' }),
    );
    const [invoice] = await orderInvoices(t.deps, order.id);
    expect(invoice).toMatchObject({
      kind: 'customer',
      subtotalCents: cents(shown.subtotal),
      discountCents: cents(shown.discount!.amount),
      discountBp: 1_000,
      couponCents: 10_000,
      fuelFeeCents: cents(shown.fuel_fee),
      totalCents: payment.amountCents,
    });
    const pdf = await t.app.inject({ url: `/api/invoices/dealers/pdf/${invoice.id}`, headers: dealer.headers });
    expect(pdf.statusCode).toBe(200);
    const pdfLines = plain(pdfText(pdf.rawPayload));
    expect(pdfLines).toMatch(pdfLine('Prix du transport', shown.subtotal));
    expect(pdfLines).toMatch(pdfLine('Rabais concessionnaire 10 %', -shown.discount!.amount));
    expect(pdfLines).toMatch(pdfLine('Coupon', -100));
    expect(pdfLines).toMatch(pdfLine('Frais de carburant', shown.fuel_fee));
    expect(pdfLines).toMatch(pdfLine('Total', shown.total));
  });
});
