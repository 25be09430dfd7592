import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, formatDate, OrderEvent, OrderStatus, Role, taxLines } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory, MONTREAL, TORONTO } from '../../test/order-factory.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { orderInvoices } from './billing.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const pdfText = (bytes: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('invoices and billing', () => {
  let t: TestApp;
  let dealer: Session;
  let subdealer: Session;
  let otherDealer: Session;
  let privateUser: Session;
  let carrier: Session;
  let accountant: Session;
  let createOrder: ReturnType<typeof createOrderFactory>['createOrder'];

  const get = (who: Session, url: string) => t.app.inject({ url, headers: who.headers });
  const deliver = (orderId: number) =>
    t.deps.db.transaction((tx) =>
      changeOrderStatus({ db: tx, clock: t.deps.clock }, orderId, { type: OrderEvent.Deliver, by: 'carrier' }),
    );

  /** An order in transport with real prices (QC: GST and QST), then delivered: completing issues its invoices. */
  const completedOrder = async (owner: Session, overrides: Parameters<typeof createOrder>[1] = {}) => {
    const lines = taxLines('QC', 50_000 + 2_500);
    const tax = lines.reduce((s, l) => s + l.cents, 0);
    const order = await createOrder(owner.user, {
      status: OrderStatus.InProgress,
      shippingMethod: 3,
      dealerPriceCents: 50_000,
      fuelFeeCents: 2_500,
      taxLines: lines,
      taxFeeCents: tax,
      dealerPriceTvaCents: 52_500 + tax,
      initialTcPriceCents: 42_500,
      performanceBonusCents: 2_125,
      deliveredOnTime: true,
      paidWithCard: true,
      carrierBusinessId: carrier.user.businessDetailsId,
      origin: MONTREAL,
      destination: TORONTO,
      ...overrides,
    });
    await deliver(order.id);
    return order;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    createOrder = createOrderFactory(t.deps).createOrder;
    dealer = await t.loginAs(Role.Dealer);
    subdealer = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId });
    otherDealer = await t.loginAs(Role.Dealer);
    privateUser = await t.loginAs(Role.PrivateUser, { locale: 'fr', firstName: 'Émilie', lastName: 'Côté' });
    carrier = await t.loginAs(Role.TransportCompany, { locale: 'en' });
    accountant = await t.loginAs(Role.Accountant);
  });
  afterAll(() => t.close());

  it('issues the customer invoice and the carrier statement once, when the order completes, with frozen amounts', async () => {
    const order = await completedOrder(dealer, { cars: [{ vin: '2HGFC2F58MH210137' }, { vin: '1FTFW1E50NFA00001' }] });
    const invoices = await orderInvoices(t.deps, order.id);
    expect(invoices.map((i) => i.kind)).toEqual(['customer', 'carrier']);
    const [customer, statement] = invoices;
    expect(customer.invoiceNumber).toMatch(/^INV-2026-\d{6}$/);
    expect(statement.invoiceNumber).toMatch(/^ST-2026-\d{6}$/);
    expect(customer).toMatchObject({
      audience: 'dealers',
      recipientBusinessId: dealer.user.businessDetailsId,
      subtotalCents: 50_000,
      fuelFeeCents: 2_500,
      taxLines: [
        { kind: 'GST', rate_pcm: 5_000, cents: 2_625 },
        { kind: 'QST', rate_pcm: 9_975, cents: 5_237 },
      ],
      taxCents: 7_862,
      totalCents: 60_362,
      isPaid: true,
      isDryRun: false,
      carsAmount: 2,
      vins: '2HGFC2F58MH210137 1FTFW1E50NFA00001',
    });
    expect(statement).toMatchObject({
      audience: 'transport-companies',
      recipientBusinessId: carrier.user.businessDetailsId,
      subtotalCents: 42_500,
      bonusCents: 2_125,
      totalCents: 42_500 + 2_500 + 2_125,
      isPaid: false,
    });

    // a later change to the order leaves the invoice alone, and a second completion issues nothing
    await t.deps.db.transaction(async (tx) => {
      await changeOrderStatus({ db: tx, clock: t.deps.clock }, order.id, { type: OrderEvent.Confirm, by: 'customer' });
    });
    expect((await orderInvoices(t.deps, order.id)).map((i) => i.invoiceNumber)).toEqual(invoices.map((i) => i.invoiceNumber));
  });

  it('leaves an invoice unpaid when the business pays by invoice, and issues no statement without a carrier', async () => {
    const order = await completedOrder(dealer, { paidWithCard: false, carrierBusinessId: null });
    const invoices = await orderInvoices(t.deps, order.id);
    expect(invoices.map((i) => [i.kind, i.isPaid])).toEqual([['customer', false]]);
  });

  it("lists the dealer's business's invoices (his sub-dealers' too), searched by order number or VIN, sorted and paged", async () => {
    const own = await completedOrder(dealer, { cars: [{ vin: 'JTDBR32E530012345' }] });
    const sub = await completedOrder(subdealer, { cars: [{ vin: '5YJ3E1EA7KF300001' }] });
    await completedOrder(otherDealer);
    const all = (await get(dealer, '/api/invoices/dealers')).json();
    const numbers = all.data.map((r: { order_number: string }) => r.order_number);
    expect(numbers).toEqual(expect.arrayContaining([own.orderNumber, sub.orderNumber]));
    expect(all.meta).toMatchObject({ total: 4, from: 1, to: 4, last_page: 1, current_page: 1 });
    expect(all.data[0]).toMatchObject({
      kind: 'customer',
      is_dry_run: false,
      cars_amount: 1,
      shipping_method: 3,
      dealer_price_tva: 603.62,
      tc_price_with_fuel_fee: null,
      amount: 603.62,
    });

    for (const keyword of ['300001', '5yj3e1ea']) {
      const byVin = (await get(dealer, `/api/invoices/dealers?keyword=${keyword}`)).json();
      expect(byVin.data.map((r: { order_number: string }) => r.order_number)).toEqual([sub.orderNumber]);
    }
    const byNumber = (await get(dealer, `/api/invoices/dealers?keyword=${own.orderNumber.slice(3).toLowerCase()}`)).json();
    expect(byNumber.data.map((r: { order_number: string }) => r.order_number)).toEqual([own.orderNumber]);

    const sorted = (await get(dealer, '/api/invoices/dealers?order_by=order_number&order_direction=asc')).json();
    const asc = sorted.data.map((r: { order_number: string }) => r.order_number);
    expect(asc).toEqual([...asc].sort());
    const page2 = (await get(dealer, '/api/invoices/dealers?page=2')).json();
    expect(page2.meta).toMatchObject({ current_page: 2, from: null, to: null, total: 4 });
    expect((await get(dealer, '/api/invoices/dealers?order_by=recipient_name')).statusCode).toBe(422);
  });

  it("keeps each list to its owner: other dealers, sub-dealers and carriers get nothing of a customer's", async () => {
    const order = await completedOrder(dealer);
    const [invoice, statement] = await orderInvoices(t.deps, order.id);
    expect((await get(otherDealer, `/api/invoices/dealers/pdf/${invoice.id}`)).statusCode).toBe(404);
    expect((await get(subdealer, '/api/invoices/dealers')).statusCode).toBe(403);
    expect((await get(carrier, `/api/invoices/dealers/pdf/${invoice.id}`)).statusCode).toBe(403);
    expect((await get(carrier, `/api/invoices/transport-companies/pdf/${invoice.id}`)).statusCode).toBe(404);
    expect((await get(dealer, `/api/invoices/transport-companies/pdf/${statement.id}`)).statusCode).toBe(403);
    expect((await get(privateUser, '/api/invoices/dealers')).statusCode).toBe(403);
    expect((await get(dealer, '/api/invoices/dealers/pdf/999999')).statusCode).toBe(404);
    const otherList = (await get(otherDealer, '/api/invoices/dealers')).json();
    expect(otherList.data.map((r: { id: number }) => r.id)).not.toContain(invoice.id);

    const billing = (await get(carrier, '/api/invoices/transport-companies')).json();
    expect(billing.data.map((r: { id: number }) => r.id)).toContain(statement.id);
    expect(billing.data.find((r: { id: number }) => r.id === statement.id)).toMatchObject({
      kind: 'carrier',
      tc_price_with_fuel_fee: 450,
      dealer_price_tva: null,
      amount: 471.25,
    });
    expect((await get(carrier, `/api/invoices/transport-companies/pdf/${statement.id}`)).statusCode).toBe(200);

    // the accountant reads every list and every PDF
    const everyone = (await get(accountant, '/api/invoices/dealers')).json();
    expect(everyone.meta.total).toBeGreaterThanOrEqual(6);
    expect((await get(accountant, `/api/invoices/dealers/pdf/${invoice.id}`)).statusCode).toBe(200);
    expect((await get(accountant, `/api/invoices/transport-companies/pdf/${statement.id}`)).statusCode).toBe(200);
  });

  it("renders a private customer's invoice in French for her and for the accountant, each tax on its line", async () => {
    const order = await completedOrder(privateUser, {
      cars: [{ vin: '2T1BURHE0JC000042', make: 'Toyota', model: 'Corolla', year: 2018 }],
    });
    const [invoice] = await orderInvoices(t.deps, order.id);
    expect(invoice.audience).toBe('individuals');
    const list = (await get(privateUser, '/api/invoices/individuals')).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([invoice.id]);

    for (const who of [privateUser, accountant]) {
      const res = await get(who, `/api/invoices/individuals/pdf/${invoice.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="facture-${invoice.invoiceNumber}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Facture');
      expect(text).toContain(invoice.invoiceNumber);
      expect(text).toContain('Émilie Côté');
      expect(text).toContain('TPS');
      expect(text).toContain('TVQ');
      expect(text).toContain('Frais de carburant');
      expect(text).toContain('2T1BURHE0JC000042');
      expect(text).toMatch(/603,62\s*\$/);
      // the amounts and the day are written by the domain's formatter, as the web and the e-mails write them
      const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
      expect(spaced(text)).toContain(spaced(formatCents(invoice.totalCents, 'fr')));
      expect(text).toContain(formatDate(invoice.issuedAt, 'fr', 'long'));
      expect(text).not.toMatch(/US|USD/);
    }
  });

  it('issues a dry-run invoice for the fee when the customer cancels a job a carrier holds', async () => {
    const order = await createOrder(dealer.user, {
      status: OrderStatus.Active,
      shippingMethod: 3,
      dealerPriceTvaCents: 100_000,
      paidWithCard: true,
      carrierBusinessId: carrier.user.businessDetailsId,
      bookedAt: t.deps.clock(),
    });
    const res = await get(dealer, `/api/orders/cancel/${order.id}`);
    expect(res.statusCode).toBe(200);
    const [invoice] = await orderInvoices(t.deps, order.id);
    expect(invoice).toMatchObject({ kind: 'customer', isDryRun: true, totalCents: 25_000 });
    const row = (await get(dealer, `/api/invoices/dealers?keyword=${order.orderNumber}`)).json().data[0];
    expect(row).toMatchObject({ is_dry_run: true, amount: 250 });
  });

  it('exports a period of one list as CSV for the accountant, with a header row and escaped fields', async () => {
    const order = await completedOrder(otherDealer);
    const res = await get(accountant, '/api/admin/invoices/export.csv?from=2026-11-21&to=2026-11-21&kind=dealers');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices-dealers-2026-11-21-2026-11-21.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'invoice_number,kind,order_number,recipient,issued_at,completed_at,is_dry_run,is_paid,paid_at,cars_amount,vins,subtotal,coupon,fuel_fee,bonus,gst,hst,pst,qst,tax_total,total',
    );
    const line = lines.find((l) => l.includes(order.orderNumber));
    expect(line).toContain(',500.00,0.00,25.00,0.00,26.25,,,52.37,78.62,603.62');
    // nothing the day before; a private customer's invoices are another list
    const before = await get(accountant, '/api/admin/invoices/export.csv?from=2026-11-20&to=2026-11-20');
    expect(before.body.trimEnd().split('\r\n')).toHaveLength(1);
    expect((await get(accountant, '/api/admin/invoices/export.csv?from=2026-11-22&to=2026-11-01')).statusCode).toBe(422);
    expect((await get(dealer, '/api/admin/invoices/export.csv?from=2026-11-01&to=2026-11-30')).statusCode).toBe(403);
  });

  it("numbers and exports by Toronto days: New Year's Eve at 11 pm belongs to the old year", async () => {
    const before = t.deps.clock();
    t.setNow(new Date('2027-01-01T04:00:00Z'));
    try {
      const order = await completedOrder(otherDealer);
      const [invoice] = await orderInvoices(t.deps, order.id);
      expect(invoice.invoiceNumber).toMatch(/^INV-2026-/);
      const staff = await t.loginAs(Role.Accountant); // a session of that night
      const csv = (from: string, to: string) =>
        get(staff, `/api/admin/invoices/export.csv?from=${from}&to=${to}`).then((r) => r.body);
      expect(await csv('2026-12-31', '2026-12-31')).toContain(invoice.invoiceNumber);
      expect(await csv('2027-01-01', '2027-01-01')).not.toContain(invoice.invoiceNumber);
    } finally {
      t.setNow(before);
    }
  });

  it('lets the accountant mark a statement paid', async () => {
    const order = await completedOrder(dealer);
    const [, statement] = await orderInvoices(t.deps, order.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/invoices/${statement.id}/paid`,
      headers: accountant.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: statement.id, is_paid: true });
    const put = await t.app.inject({ method: 'PUT', url: `/api/admin/invoices/${statement.id}/paid`, headers: carrier.headers });
    expect(put.statusCode).toBe(403);
  });
});
