import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus, Role, sandboxToken, type NotificationList, type QuoteInfo, type QuotePrice } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { checkoutDrafts, loginFilledDealer, type TestSession as Session } from '../../test/checkout-setup.js';
import { orders, quotePrices } from '../../db/schema/index.js';

const quoteBody = {
  pickup_date: '2026-11-23',
  dropoff_date: '2026-11-25',
  price: '$450.00',
  availability: 24,
  shipping_method: '3',
  notes: 'Two drivers, enclosed on request',
  confirm_price: true,
};

describe('auto dispatch', () => {
  let t: TestApp;
  let dealer: Session;
  let carrier: Session;
  let rival: Session;
  let far: Session;
  let drafts: ReturnType<typeof checkoutDrafts>;

  beforeAll(async () => {
    t = await buildTestApp();
    drafts = checkoutDrafts(t);
    dealer = await loginFilledDealer(t, { locale: 'fr' });
    carrier = await t.loginAs(Role.TransportCompany);
    rival = await t.loginAs(Role.TransportCompany, { locale: 'fr' });
    const elsewhere = await t.createBusiness(5, { provinces: ['BC'] });
    far = await t.loginAs(Role.TransportCompany, { businessDetailsId: elsewhere.id });
  });
  afterAll(() => t.close());

  /** A draft the dealer sends for quotes through the pricing step (flexible unless a day is given). */
  const request = async (owner: Session = dealer, neededBy: string | null = null) =>
    (await drafts.quotedDraft(owner, neededBy)).id;
  const info = (who: Session, id: number) => t.app.inject({ url: `/api/auto-dispatch/quote-info/${id}`, headers: who.headers });
  const submit = (who: Session, id: number, body: object = quoteBody) =>
    t.app.inject({ method: 'POST', url: `/api/auto-dispatch/submit-price/${id}`, headers: who.headers, payload: body });
  const offers = (who: Session, id: number, query = '') =>
    t.app.inject({ url: `/api/auto-dispatch/get-offers/${id}${query}`, headers: who.headers });
  const accept = (who: Session, quoteId: number) =>
    t.app.inject({ url: `/api/auto-dispatch/v2/accept-offer/${quoteId}`, headers: who.headers });
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  it('emails matching carriers links to quote and decline; a carrier outside the region gets 404', async () => {
    const id = await request();
    await t.drainJobs();
    const mail = t.lastMailTo(carrier.user.email);
    expect(mail?.subject).toBe(`Quote request for order ${(await orderRow(id)).orderNumber}`);
    expect(mail?.text).toContain(`/auto-dispatch/submit-quote/${id}`);
    expect(mail?.text).toContain(`/auto-dispatch/decline-quote/${id}`);
    expect(t.lastMailTo(rival.user.email)?.subject).toContain('Demande de soumission');
    expect(t.lastMailTo(far.user.email)).toBeUndefined();
    expect((await info(far, id)).statusCode).toBe(404);
    expect((await submit(far, id)).statusCode).toBe(404);
  });

  it('shows the request without street addresses, with the methods the company may quote', async () => {
    const id = await request();
    const res = await info(carrier, id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as QuoteInfo;
    expect(body.from).toEqual({ city: 'Toronto', province: 'ON', zip_code: 'M5R' });
    expect(JSON.stringify(body)).not.toContain('Bay St');
    expect(body.available_methods).toEqual([2, 3, 4]);
    expect(body).toMatchObject({ start_date: '2026-11-23', needed_by_date: null, user_role: Role.Dealer, already_quoted: false });
    expect((await info(carrier, await (await drafts.factory.createOrder(dealer.user, { status: 3 })).id)).statusCode).toBe(404);
  });

  it('takes one quote per company: a dispatcher whose company quoted must contact dispatch', async () => {
    const id = await request();
    const res = await submit(carrier, id);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(quotePrices).where(eq(quotePrices.id, res.json().id));
    expect(row).toMatchObject({ carrierPriceCents: 45_000, dealerPriceCents: 52_941, shippingMethod: 3 });
    expect(row.availableTill?.toISOString()).toBe('2026-11-22T15:00:00.000Z');
    const dispatcher = await t.loginAs(Role.Dispatcher, { businessDetailsId: carrier.user.businessDetailsId });
    const again = await submit(dispatcher, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ quote: ['contactDispatch'] });
    expect(((await info(dispatcher, id)).json() as QuoteInfo).already_quoted).toBe(true);
    await t.drainJobs();
    expect(t.lastMailTo(dealer.user.email)?.subject).toContain('Nouvelle soumission');
  });

  it('checks the quote against the request: load start, methods, availability before the pickup day ends', async () => {
    const id = await request();
    const early = await submit(carrier, id, { ...quoteBody, pickup_date: '2026-11-22' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ pickup_date: ['dateBeforeLoadStart'] });
    expect((await submit(carrier, id, { ...quoteBody, shipping_method: 1 })).json().errors).toEqual({
      shipping_method: ['invalidChoice'],
    });
    expect((await submit(carrier, id, { ...quoteBody, availability: 100 })).json().errors).toEqual({
      availability: ['beforePickupDate'],
    });
    expect((await submit(carrier, id, { ...quoteBody, price: 0 })).json().errors).toEqual({ price: ['priceAboveZero'] });
    expect((await submit(carrier, id, { ...quoteBody, notes: 'x'.repeat(161) })).json().errors).toEqual({
      notes: ['quoteNotesMaxLength'],
    });
    const priority = await request(dealer, '2026-12-04');
    expect((await submit(carrier, priority)).json().errors).toEqual({ delivery_type_eta: ['isRequired'] });
    const onTime = await submit(carrier, priority, { ...quoteBody, dropoff_date: null, delivery_type_eta: 'priority' });
    expect(onTime.statusCode).toBe(200);
    const [row] = await t.db.select().from(quotePrices).where(eq(quotePrices.id, onTime.json().id));
    expect(row.dropoffDate).toBe('2026-12-04');
  });

  it('declines with an optional reason: the request leaves the list and is no longer available', async () => {
    const id = await request();
    const list = async () =>
      (await t.app.inject({ url: '/api/auto-dispatch/quote-requests', headers: rival.headers })).json().data;
    expect((await list()).map((r: { id: number }) => r.id)).toContain(id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/auto-dispatch/decline/${id}`,
      headers: rival.headers,
      payload: { reason: 'No truck that week' },
    });
    expect(res.statusCode).toBe(200);
    expect((await list()).map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await info(rival, id)).statusCode).toBe(409);
  });

  it("lets only the order's customer (a dealer also his sub-dealers') see the quotes, sorted", async () => {
    const subDealer = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId });
    const id = await request(subDealer);
    await submit(carrier, id, { ...quoteBody, price: 600 });
    await submit(rival, id, { ...quoteBody, price: 500 });
    const mine = await offers(subDealer, id, '?sortField=dealer_price&sortOrder=desc');
    expect(mine.statusCode).toBe(200);
    const prices = (mine.json().data as QuotePrice[]).map((q) => q.dealer_price);
    expect(prices).toEqual([705.88, 588.23]);
    expect((mine.json().data as QuotePrice[]).find((q) => q.is_preferred)?.dealer_price).toBe(588.23);
    expect((await offers(dealer, id)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'POST', url: '/api/orders/all/6', headers: dealer.headers, payload: {} });
    expect(list.json().data.find((o: { id: number }) => o.id === id)).toMatchObject({ status: 11, quotes_count: 2 });
    expect((await offers(await t.loginAs(Role.Dealer), id)).statusCode).toBe(404);
    expect((await offers(carrier, id)).statusCode).toBe(403);
  });

  it('accepting makes the others inactive and fixes the price; an expired quote is refused', async () => {
    const id = await request();
    const a = (await submit(carrier, id)).json().id as number;
    const b = (await submit(rival, id, { ...quoteBody, availability: 1, shipping_method: 2 })).json().id as number;
    expect((await accept(await t.loginAs(Role.Dealer), a)).statusCode).toBe(404);
    t.setNow(new Date('2026-11-21T16:30:00Z'));
    try {
      const expired = await accept(dealer, b);
      expect(expired.statusCode).toBe(422);
      expect(expired.json().message).toBe('quote.already_expired');
      const res = await accept(dealer, a);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'quote.accepted', order_id: id, quote_id: a });
    } finally {
      t.setNow(new Date('2026-11-21T15:00:00Z'));
    }
    const quotes = (await offers(dealer, id)).json().data as QuotePrice[];
    expect(quotes.map((q) => [q.id, q.is_active, q.is_accepted])).toEqual([
      [a, true, true],
      [b, false, false],
    ]);
    expect(await orderRow(id)).toMatchObject({
      status: OrderStatus.AutoDispatchPending,
      dealerPriceCents: 52_941,
      initialTcPriceCents: 45_000,
      shippingMethod: 3,
      startAt: '2026-11-23',
      dueDate: '2026-11-25',
      currentStep: 4,
    });
    expect((await accept(dealer, b)).statusCode).toBe(409);
  });

  it('after payment the job belongs to the quoting carrier, who is told and sees it in its active jobs', async () => {
    const id = await request();
    const quoteId = (await submit(carrier, id)).json().id as number;
    const card = { token: sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'adq001') };
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/checkout/${id}`,
        headers: dealer.headers,
        payload: { agree_with_terms: true, dry_run_fee_terms: true, paid_with_card: true, card },
      });
    expect((await pay()).statusCode).toBe(409);
    await accept(dealer, quoteId);
    const summary = (await t.app.inject({ url: `/api/checkout/${id}`, headers: dealer.headers })).json().price_breakdown;
    expect(summary.subtotal).toBe(529.41);
    const paid = await pay();
    expect(paid.statusCode).toBe(200);
    expect(await orderRow(id)).toMatchObject({
      status: OrderStatus.Active,
      carrierBusinessId: carrier.user.businessDetailsId,
      initialTcPriceCents: 45_000,
    });
    const jobs = await t.app.inject({ url: '/api/orders/active/0', headers: carrier.headers });
    expect(jobs.json().data.map((o: { id: number }) => o.id)).toContain(id);
    const board = await t.app.inject({ url: '/api/orders/available', headers: rival.headers });
    expect(board.json().data.map((o: { id: number }) => o.id)).not.toContain(id);
    await t.drainJobs();
    const subjects = t.mails.filter((m) => m.to === carrier.user.email).map((m) => m.subject);
    expect(subjects).toContain(`Your quote for order ${(await orderRow(id)).orderNumber} was accepted`);
  });

  it('tells the matching carriers of a request, the customer of each quote and the carrier of its accepted quote', async () => {
    const id = await request();
    const titles = async (who: Session) =>
      ((await t.app.inject({ url: '/api/users/notifications', headers: who.headers })).json() as NotificationList).data
        .filter((n) => n.order_id === id)
        .map((n) => [n.title, n.opens]);
    const number = (await orderRow(id)).orderNumber;
    expect(await titles(carrier)).toEqual([[`Quote request for order ${number}`, 'quote-request']]);
    expect(await titles(far)).toEqual([]);
    await submit(carrier, id);
    expect(await titles(dealer)).toEqual([[`Nouveau prix reçu pour la commande ${number}`, 'quotes']]);
    expect(await titles(rival)).toEqual([[`Demande de prix pour la commande ${number}`, 'quote-request']]);
  });

  it('refuses to book a quote that expired before payment', async () => {
    const id = await request();
    const quoteId = (await submit(rival, id, { ...quoteBody, availability: 2 })).json().id as number;
    await accept(dealer, quoteId);
    t.setNow(new Date('2026-11-21T17:30:00Z'));
    try {
      const card = { token: sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'adq002') };
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/${id}`,
        headers: dealer.headers,
        payload: { agree_with_terms: true, dry_run_fee_terms: true, paid_with_card: true, card },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ quote: ['quoteExpired'] });
    } finally {
      t.setNow(new Date('2026-11-21T15:00:00Z'));
    }
    expect((await orderRow(id)).status).toBe(OrderStatus.AutoDispatchPending);
  });

  it("counts the company's unanswered requests in its active-jobs statistics", async () => {
    const fresh = await t.createBusiness(5, { provinces: ['ON'], shippingMethods: [3] });
    const company = await t.loginAs(Role.TransportCompany, { businessDetailsId: fresh.id });
    const stats = async () =>
      (await t.app.inject({ url: '/api/orders/active-statistics', headers: company.headers })).json().pending_quote_requests;
    const before = await stats();
    const id = await request();
    expect(await stats()).toBe(before + 1);
    await submit(company, id);
    expect(await stats()).toBe(before);
  });
});
