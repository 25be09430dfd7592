import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
const NOW = new Date('2026-11-21T15:00:00Z');

describe('cancel an order, refund-fee quote, bill of lading', () => {
  let t: TestApp;
  let dealer: Session;
  let other: Session;
  let createOrder: ReturnType<typeof createOrderFactory>['createOrder'];

  const get = (who: Session, url: string) => t.app.inject({ url, headers: who.headers });

  beforeAll(async () => {
    t = await buildTestApp();
    createOrder = createOrderFactory(t.deps).createOrder;
    dealer = await t.loginAs(Role.Dealer, { locale: 'fr', firstName: 'Élise' });
    other = await t.loginAs(Role.Dealer);
  });
  afterAll(() => t.close());

  it('quotes the fee of the current tier and every tier value', async () => {
    const order = await createOrder(dealer.user, { status: OrderStatus.Active, shippingMethod: 3, dealerPriceTvaCents: 150_000 });
    const res = await get(dealer, `/api/orders/refund-fee/${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      current_fee: { value: 10, is_percent: true },
      current_fee_amount: 150,
      can_cancel: true,
      active: { value: 10 },
      in_progress: { value: 25 },
      started_drive_away: { value: 250 },
      started_tow: { value: 200 },
      started: { value: 50 },
    });
    expect((await get(other, `/api/orders/refund-fee/${order.id}`)).statusCode).toBe(404);
  });

  it('cancels within 12 hours through the lifecycle and emails the customer in his language', async () => {
    const order = await createOrder(dealer.user, { status: OrderStatus.Active, shippingMethod: 3, dealerPriceTvaCents: 150_000 });
    expect((await get(other, `/api/orders/cancel/${order.id}`)).statusCode).toBe(404);
    const res = await get(dealer, `/api/orders/cancel/${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ order_number: order.orderNumber, status: OrderStatus.Cancelled });
    const detail = await get(dealer, `/api/orders/${order.id}`);
    expect(detail.json().status).toBe(OrderStatus.Cancelled);
    expect(t.lastMailTo(dealer.user.email)).toBeUndefined();
    await t.drainJobs();
    const mail = t.lastMailTo(dealer.user.email);
    expect(mail?.subject).toBe(`Commande ${order.orderNumber} annulée`);
    // Canadian dollars, written by the same formatter as the web (it used to say "150,00 $ US")
    expect(mail?.text).toContain('Des frais d’annulation de 150,00\u00a0$ s’appliquent.');
    expect(mail?.text).not.toContain('US');
    // cancelling twice is refused
    expect((await get(dealer, `/api/orders/cancel/${order.id}`)).statusCode).toBe(409);
  });

  it('refuses after 12 hours, and for drafts and completed orders', async () => {
    const order = await createOrder(dealer.user, { status: OrderStatus.Active });
    t.setNow(new Date(NOW.getTime() + 12 * 3_600_000 + 1000));
    const late = await get(dealer, `/api/orders/cancel/${order.id}`);
    t.setNow(NOW);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('order.cancel_window_passed');
    const draft = await createOrder(dealer.user, { status: OrderStatus.Draft });
    expect((await get(dealer, `/api/orders/cancel/${draft.id}`)).statusCode).toBe(409);
    const done = await createOrder(dealer.user, { status: OrderStatus.Completed });
    expect((await get(dealer, `/api/orders/cancel/${done.id}`)).statusCode).toBe(409);
  });

  it("serves a car's bill of lading as a PDF in the requester's language, only to the order's parties", async () => {
    const order = await createOrder(dealer.user, {
      status: OrderStatus.Active,
      startAt: '2026-11-23',
      cars: [{ vin: '2HGFC2F58MH210137', make: 'Honda', model: 'Civic', year: 2021, type: 1 }],
    });
    const carId = order.cars[0].id;
    const res = await get(dealer, `/api/cars/bill-of-lading/${carId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="connaissement-${order.orderNumber}-1.pdf"`);
    const dir = mkdtempSync(path.join(tmpdir(), 'bol-'));
    const file = path.join(dir, 'bol.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Connaissement');
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('2HGFC2F58MH210137');
    expect(text).toContain('Montréal');
    expect(text).toContain('23 novembre 2026');
    expect(text).toContain('Expéditeur (ramassage)');
    expect((await get(other, `/api/cars/bill-of-lading/${carId}`)).statusCode).toBe(404);
    expect((await get(dealer, '/api/cars/bill-of-lading/999999')).statusCode).toBe(404);
  });

  it('gives the bill of lading to the carrier holding the job (in its language), not to another carrier', async () => {
    const carrier = await t.loginAs(Role.TransportCompany);
    const otherCarrier = await t.loginAs(Role.TransportCompany);
    const order = await createOrder(dealer.user, {
      status: OrderStatus.Active,
      carrierBusinessId: carrier.user.businessDetailsId,
      cars: [{ vin: '4T1B11HK0NU210000' }],
    });
    const url = `/api/cars/bill-of-lading/${order.cars[0].id}`;
    const res = await get(carrier, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="bill-of-lading-${order.orderNumber}-1.pdf"`);
    expect((await get(otherCarrier, url)).statusCode).toBe(404);
  });
});
