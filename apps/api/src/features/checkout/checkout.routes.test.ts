import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus, Role, sandboxToken, type CheckoutDetails } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { checkoutDrafts, loginFilledDealer, type TestSession as Session } from '../../test/checkout-setup.js';
import { coupons, franchiseLocations, orders, payments, savedCards } from '../../db/schema/index.js';

const token = (number: string, nonce = 'n0nce1') => sandboxToken({ number, expiry: '12/30', cvc: '123' }, nonce);
const VISA = '4242424242424242';
const THREE_D = '4000002500003155';
const DECLINED = '4000000000000002';
const consents = { agree_with_terms: true, dry_run_fee_terms: true };

describe('checkout', () => {
  let t: TestApp;
  let dealer: Session;
  let privateUser: Session;
  let drafts: ReturnType<typeof checkoutDrafts>;

  beforeAll(async () => {
    t = await buildTestApp();
    drafts = checkoutDrafts(t);
    dealer = await loginFilledDealer(t, { locale: 'fr', business: { canPayWithInvoice: true } });
    privateUser = await t.loginAs(Role.PrivateUser);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A draft priced through the pricing step, ready for step 5. */
  const pricedDraft = (owner: Session, method = 3) => drafts.pricedDraft(owner, method);
  const pay = (who: Session, id: number, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/checkout/${id}`,
      headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const paymentsOf = async (id: number) => t.db.select().from(payments).where(eq(payments.orderId, id));

  it('shows saved cards, business details, coupons and the price summary', async () => {
    const order = await pricedDraft(privateUser);
    const [coupon] = await t.db.insert(coupons).values({ userId: privateUser.user.id, amountCents: 10_000 }).returning();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/${order.id}?coupon_id=${coupon.id}`,
      headers: privateUser.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CheckoutDetails;
    expect(body.business_details).toBeNull();
    expect(body.coupons).toEqual([{ id: coupon.id, amount: 100, expires_at: null }]);
    expect(body.price_breakdown).toMatchObject({
      subtotal: 525.53,
      discount: null,
      coupon: { id: coupon.id, amount: 100 },
      fuel_fee: 12.77,
      tax_lines: [{ kind: 'GST', percent: 5 }], // Toronto → Montréal: into Quebec from elsewhere, GST only
    });
    expect(body.payment_provider).toBe('sandbox');
  });

  it('books a card order once however often it is sent, and emails the confirmation in French', async () => {
    const order = await pricedDraft(dealer);
    const body = { ...consents, paid_with_card: true, card: { token: token(VISA), save: true } };
    const [first, second] = await Promise.all([
      pay(dealer, order.id, body, 'attempt-0001'),
      pay(dealer, order.id, body, 'attempt-0001'),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'succeeded', order_id: order.id, current_step: 6 });
    const retry = await pay(dealer, order.id, body, 'attempt-0002');
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toMatchObject({ message: 'checkout.already_booked' });
    const rows = await paymentsOf(order.id);
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const saved = await orderRow(order.id);
    expect(saved.status).toBe(OrderStatus.Active);
    expect(saved.currentStep).toBe(6);
    expect(saved.paidWithCard).toBe(true);
    expect(await t.db.select().from(savedCards).where(eq(savedCards.userId, dealer.user.id))).toMatchObject([
      { brand: 'visa', last4: '4242' },
    ]);
    await t.drainJobs();
    const mail = t.lastMailTo(dealer.user.email);
    expect(mail?.subject).toBe(`Commande ${order.orderNumber} confirmée`);
  });

  it('charges a saved card', async () => {
    const [card] = await t.db.select().from(savedCards).where(eq(savedCards.userId, dealer.user.id));
    const order = await pricedDraft(dealer);
    const res = await pay(dealer, order.id, { ...consents, paid_with_card: true, card: { card_id: card.id } }, 'saved-card-1');
    expect(res.json()).toMatchObject({ status: 'succeeded' });
  });

  it('maps a declined card to a global card error and books nothing', async () => {
    const order = await pricedDraft(privateUser);
    const res = await pay(
      privateUser,
      order.id,
      { ...consents, paid_with_card: true, card: { token: token(DECLINED) } },
      'declined-001',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { card: ['card_declined'] } });
    expect((await orderRow(order.id)).status).toBe(OrderStatus.Draft);
  });

  it('asks for authentication, then books on resubmit with the payment intent', async () => {
    const order = await pricedDraft(privateUser);
    const body = { ...consents, paid_with_card: true, card: { token: token(THREE_D) } };
    const first = await pay(privateUser, order.id, body, 'three-d-0001');
    expect(first.json()).toMatchObject({ status: 'requires_action' });
    const { payment_intent_id, client_secret } = first.json() as { payment_intent_id: string; client_secret: string };
    // Resubmitting before authenticating still requires it.
    expect((await pay(privateUser, order.id, { ...body, payment_intent_id }, 'three-d-0001')).json()).toMatchObject({
      status: 'requires_action',
    });
    const auth = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/authenticate',
      headers: privateUser.headers,
      payload: { payment_intent_id, client_secret: 'wrong', succeed: true },
    });
    expect(auth.statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/authenticate',
      headers: privateUser.headers,
      payload: { payment_intent_id, client_secret, succeed: true },
    });
    const done = await pay(privateUser, order.id, { ...body, payment_intent_id }, 'three-d-0001');
    expect(done.json()).toMatchObject({ status: 'succeeded' });
    expect((await orderRow(order.id)).status).toBe(OrderStatus.Active);
  });

  it('pays by invoice only when the business may, with a coupon and a franchise location', async () => {
    const order = await pricedDraft(dealer);
    const [coupon] = await t.db
      .insert(coupons)
      .values({ userId: dealer.user.id, amountCents: 5_000, expiresAt: new Date('2027-01-01') })
      .returning();
    const [location] = await t.db
      .insert(franchiseLocations)
      .values({ businessDetailsId: dealer.user.businessDetailsId!, name: 'Nord Laval', address: '2 boul. B' })
      .returning();
    const res = await pay(dealer, order.id, {
      ...consents,
      paid_with_card: false,
      coupon_id: coupon.id,
      franchise_location_id: location.id,
    });
    expect(res.json()).toMatchObject({ status: 'succeeded' });
    const saved = await orderRow(order.id);
    expect(saved).toMatchObject({
      paidWithCard: false,
      couponId: coupon.id,
      couponCents: 5_000,
      franchiseLocationId: location.id,
    });
    const [used] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(used.orderId).toBe(order.id);
    const again = await pricedDraft(dealer);
    expect((await pay(dealer, again.id, { ...consents, paid_with_card: false, coupon_id: coupon.id })).json()).toMatchObject({
      errors: { coupon_id: ['couponUnavailable'] },
    });
    const priv = await pricedDraft(privateUser);
    expect((await pay(privateUser, priv.id, { ...consents, paid_with_card: false })).json()).toMatchObject({
      errors: { paid_with_card: ['invoiceNotAllowed'] },
    });
  });

  it('leaves the fuel fee out when an auction pays by invoice', async () => {
    const auction = await loginFilledDealer(t, { business: { name: 'Encan Nord', canPayWithInvoice: true, isAuction: true } });
    const order = await pricedDraft(auction);
    const summary = (
      await t.app.inject({ method: 'GET', url: `/api/checkout/${order.id}?paid_with_card=0`, headers: auction.headers })
    ).json() as CheckoutDetails;
    expect(summary.price_breakdown.fuel_fee_excluded).toBe(true);
    expect((await pay(auction, order.id, { ...consents, paid_with_card: false })).json()).toMatchObject({ status: 'succeeded' });
    const saved = await orderRow(order.id);
    expect(saved.fuelFeeCents).toBe(0);
    expect(saved.dealerPriceTvaCents).toBe(Math.round(summary.price_breakdown.total * 100));
    expect(saved.dealerPriceTvaCents).toBe(saved.dealerPriceCents! + saved.taxFeeCents);
  });

  it('requires both consents and, for an unfilled business, its details', async () => {
    const order = await pricedDraft(privateUser);
    const res = await pay(privateUser, order.id, { paid_with_card: true, agree_with_terms: false, card: { token: token(VISA) } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['agree_with_terms', 'dry_run_fee_terms']),
    );
    const newDealer = await t.loginAs(Role.Dealer);
    const draft = await pricedDraft(newDealer);
    const missing = await pay(newDealer, draft.id, { ...consents, paid_with_card: true, card: { token: token(VISA) } });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys((missing.json() as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['address', 'dealer_license', 'tax_id']),
    );
    const filled = await pay(newDealer, draft.id, {
      ...consents,
      paid_with_card: true,
      card: { token: token(VISA, 'fill01') },
      name: 'Autos Sud',
      address: '3 rue C, Québec',
      province: 'QC',
      zip_code: 'G1R 4P5',
      phone: '418-555-0100',
      email: 'sud@example.test',
      dealer_license: 'DL-9',
      tax_id: 'QST-9',
      lat: 46.8,
      lng: -71.2,
    });
    expect(filled.json()).toMatchObject({ status: 'succeeded' });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/business-details/${newDealer.user.businessDetailsId}`,
      headers: newDealer.headers,
    });
    expect(details.json()).toMatchObject({
      name: 'Autos Sud',
      is_filled: true,
      province: { abbreviation: 'QC', tax_type: 'GST+QST' },
    });
  });

  it("refuses someone else's order and business", async () => {
    const order = await pricedDraft(dealer);
    expect(
      (await pay(privateUser, order.id, { ...consents, paid_with_card: true, card: { token: token(VISA) } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/checkout/${order.id}`, headers: privateUser.headers })).statusCode,
    ).toBe(404);
    const other = await t.loginAs(Role.Dealer);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/business-details/${dealer.user.businessDetailsId}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});
