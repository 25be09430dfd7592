import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderEvent, OrderStatus, Role, sandboxToken, type CheckoutDetails } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory, MONTREAL, TORONTO } from '../../test/order-factory.js';
import { businessDetails, orders, type OrderAddress } from '../../db/schema/index.js';
import { orderInvoices } from '../billing/billing.service.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { patchOrder } from '../orders/orders.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const QUEBEC_CITY: OrderAddress = {
  address: '1 Rue des Carrières, Québec, QC G1R 4P5',
  company: null,
  city: 'Québec',
  sublocality: null,
  province: 'QC',
  country: 'CA',
  lat: 46.8123,
  lng: -71.2055,
  zip_code: 'G1R 4P5',
  place_id: null,
};
const BUFFALO: OrderAddress = {
  address: '1 Main St, Buffalo, NY 14202',
  company: null,
  city: 'Buffalo',
  sublocality: null,
  province: 'NY',
  country: 'US',
  lat: 42.88,
  lng: -78.88,
  zip_code: '14202',
  place_id: null,
};

const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};
const card = (nonce: string) => ({ token: sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, nonce) });
const consents = { agree_with_terms: true, dry_run_fee_terms: true };

/** Freight pays the taxes of its place of supply (decision 052), from the quote to the invoice. */
describe('freight taxes by place of supply', () => {
  let t: TestApp;
  let dealer: Session;
  let frenchDealer: Session;
  let carrier: Session;
  let factory: ReturnType<typeof createOrderFactory>;
  let nonce = 0;

  const fillBusiness = (who: Session, name: string) =>
    t.db
      .update(businessDetails)
      .set({
        name,
        address: '55 Avenue du Mont-Royal O, Montréal, QC H2T 2S6',
        city: 'Montréal',
        province: 'QC',
        zipCode: 'H2T 2S6',
        lat: 45.5,
        lng: -73.6,
        email: 'fleet@example.test',
        phone: '514-555-0100',
        dealerLicense: 'DL-1',
        taxId: '834512976RT0001',
      })
      .where(eq(businessDetails.id, who.user.businessDetailsId!));

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer, { locale: 'en' });
    await fillBusiness(dealer, 'Garage Plateau');
    frenchDealer = await t.loginAs(Role.Dealer, { locale: 'fr' });
    await fillBusiness(frenchDealer, 'Encan Laurentides');
    carrier = await t.loginAs(Role.TransportCompany);
  });
  afterAll(() => t.close());

  const inject = (who: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, payload });
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const summaryOf = async (who: Session, id: number) =>
    ((await inject(who, 'GET', `/api/checkout/${id}`)).json() as CheckoutDetails).price_breakdown;
  const pay = async (who: Session, id: number) => {
    const res = await inject(who, 'POST', `/api/checkout/${id}`, {
      ...consents,
      paid_with_card: true,
      card: card(`freight${++nonce}`),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** A draft between two places priced by the rate card (haul away), as the pricing step saves it. */
  const priced = async (from: OrderAddress, to: OrderAddress, who = dealer) => {
    const order = await factory.createOrder(who.user, {
      origin: from,
      destination: to,
      currentStep: 3,
      distanceKm: 400,
      startAt: '2026-11-23',
      bookable: true,
    });
    expect((await inject(who, 'POST', `/api/pricing-options/${order.id}`, { shipping_method: 3 })).statusCode).toBe(200);
    return order.id;
  };
  const taxesOf = (lines: { kind: string; percent: number }[]) => lines.map((l) => `${l.kind} ${l.percent}`);

  /** Delivered by the carrier: completing issues the invoice; its PDF as the customer downloads it. */
  const invoiceText = async (who: Session, id: number) => {
    // a carrier takes the job and starts the transport, through the lifecycle
    const held = (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
    await patchOrder(t.deps, held, { carrierBusinessId: carrier.user.businessDetailsId });
    await changeOrderStatus(t.deps, held.id, { type: OrderEvent.StartTransport, by: 'carrier' });
    await t.deps.db.transaction((tx) =>
      changeOrderStatus({ db: tx, clock: t.deps.clock }, id, { type: OrderEvent.Deliver, by: 'carrier' }),
    );
    const invoice = (await orderInvoices(t.deps, id)).find((i) => i.kind === 'customer')!;
    const res = await inject(who, 'GET', `/api/invoices/dealers/pdf/${invoice.id}`);
    expect(res.statusCode).toBe(200);
    return { invoice, text: pdfText(res.rawPayload) };
  };

  it('charges GST only from Toronto to Montréal, and checkout charges what the quote showed', async () => {
    const id = await priced(TORONTO, MONTREAL);
    const quoted = await orderRow(id);
    expect(quoted.taxType).toBe('GST');
    expect(quoted.taxLines.map((l) => [l.kind, l.rate_pcm])).toEqual([['GST', 5_000]]);
    const summary = await summaryOf(dealer, id);
    expect(taxesOf(summary.tax_lines)).toEqual(['GST 5']);
    expect(summary.tax_lines[0].amount * 100).toBeCloseTo(quoted.taxFeeCents, 6);
    await pay(dealer, id);
    const booked = await orderRow(id);
    expect(booked.status).toBe(OrderStatus.Active);
    expect(booked.taxLines).toEqual(quoted.taxLines);
    expect(booked.taxType).toBe('GST');
    expect(booked.dealerPriceTvaCents).toBe(Math.round(summary.total * 100));
  });

  it('charges the HST of Ontario from Montréal to Toronto', async () => {
    const id = await priced(MONTREAL, TORONTO);
    expect(taxesOf((await summaryOf(dealer, id)).tax_lines)).toEqual(['HST 13']);
    await pay(dealer, id);
    expect(await orderRow(id)).toMatchObject({ taxType: 'HST', taxLines: [{ kind: 'HST', rate_pcm: 13_000 }] });
  });

  it('charges GST and QST within Quebec, and the invoice carries what a business needs to claim them', async () => {
    const id = await priced(MONTREAL, QUEBEC_CITY);
    const summary = await summaryOf(dealer, id);
    expect(taxesOf(summary.tax_lines)).toEqual(['GST 5', 'QST 9.975']);
    await pay(dealer, id);
    expect((await orderRow(id)).taxType).toBe('GST+QST');

    const { invoice, text } = await invoiceText(dealer, id);
    // the seller, with its registration numbers (configuration, demo values by default)
    expect(text).toContain('Routier Transport Inc.');
    expect(text).toContain('100 King St W, Toronto, ON M5X 1A9');
    expect(text).toContain('GST/HST registration no.: 123456789 RT0001');
    expect(text).toContain('QST registration no.: 1234567890 TQ0001');
    // the customer's business name and full address, the date
    expect(text).toContain('Garage Plateau');
    expect(text).toContain('55 Avenue du Mont-Royal O, Montréal, QC H2T 2S6');
    expect(text).toContain('Issued: November 21, 2026');
    // one line per tax with its rate and amount
    const [gst, qst] = invoice.taxLines;
    expect(text).toMatch(new RegExp(`GST 5%\\s+\\$${(gst.cents / 100).toFixed(2)}`));
    expect(text).toMatch(new RegExp(`QST 9\\.975%\\s+\\$${(qst.cents / 100).toFixed(2)}`));
    expect(text).not.toContain('Zero-rated');
  });

  it('zero-rates Toronto to Buffalo: no tax from the quote to the invoice, which says so', async () => {
    const order = await factory.createOrder(frenchDealer.user, {
      origin: TORONTO,
      destination: BUFFALO,
      currentStep: 3,
      distanceKm: 160,
      startAt: '2026-11-23',
      bookable: true,
    });
    expect(
      (await inject(frenchDealer, 'POST', `/api/pricing-options/${order.id}/quotes`, { needed_by_date: null })).statusCode,
    ).toBe(200);
    const quote = await inject(carrier, 'POST', `/api/auto-dispatch/submit-price/${order.id}`, {
      pickup_date: '2026-11-23',
      dropoff_date: '2026-11-25',
      price: '$450.00',
      availability: 24,
      shipping_method: '3',
      confirm_price: true,
    });
    expect(quote.statusCode).toBe(200);
    expect((await inject(frenchDealer, 'GET', `/api/auto-dispatch/v2/accept-offer/${quote.json().id}`)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ taxType: 'ZERO_RATED', taxLines: [], taxFeeCents: 0 });
    const summary = await summaryOf(frenchDealer, order.id);
    expect(summary.tax_lines).toEqual([]);
    await pay(frenchDealer, order.id);
    const booked = await orderRow(order.id);
    expect(booked).toMatchObject({ taxType: 'ZERO_RATED', taxLines: [], taxFeeCents: 0 });
    expect(booked.dealerPriceTvaCents).toBe(booked.dealerPriceCents! + booked.fuelFeeCents);

    const { text } = await invoiceText(frenchDealer, order.id);
    expect(text).toContain('Détaxé (transport international)');
    expect(text).toContain('N° d’inscription TPS/TVH');
    expect(text).toContain('Encan Laurentides');
    expect(text).not.toMatch(/TPS \d|TVQ \d|TVH \d/);
  });
});
