import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_CARD, OrderStatus, Role, type PricingOptionsResponse } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { discounts } from '../../db/schema/index.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
type Options = PricingOptionsResponse & { min_delivery: string; is_express_before_noon: boolean };

describe('pricing options', () => {
  let t: TestApp;
  let dealer: Session;
  let privateUser: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
    privateUser = await t.loginAs(Role.PrivateUser);
  });
  afterAll(async () => {
    await t.close();
  });

  const draft = (owner: Session, over: Parameters<typeof factory.createOrder>[1] = {}) =>
    factory.createOrder(owner.user, { currentStep: 3, distanceKm: 540.7, startAt: '2026-11-23', ...over });
  const get = (who: Session, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/pricing-options/v2/${id}`, headers: who.headers });
  const save = (who: Session, id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/pricing-options/${id}`, headers: who.headers, payload });

  it('lists the methods with prices, ETA, reasons, timeframes and the distance', async () => {
    const order = await draft(dealer);
    const res = await get(dealer, order.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Options;
    expect(body.pricing_options.map((o) => [o.shipping_method, o.is_available, o.reason])).toEqual([
      [1, false, 'driveAwayDistance'],
      [2, true, null],
      [3, true, null],
      [4, true, null],
    ]);
    expect(body.pricing_options[2]).toMatchObject({ dealer_price: 525.53, dealer_express_price: 656.91, delivery_time: 3 });
    expect(body.data.distance).toBe(540.7);
    // Saturday 21 Nov 2026 10:00 in Toronto
    expect(body.timeframe_1_label).toBe('2026-11-22');
    expect(body.min_delivery).toBe('2026-11-26');
    expect(body.is_express_before_noon).toBe(true);
  });

  it('applies the dealer discount in force', async () => {
    await t.db
      .insert(discounts)
      .values({ businessDetailsId: dealer.user.businessDetailsId!, discountBp: 1_000, expiryDate: new Date('2027-01-01') });
    const order = await draft(dealer);
    const body = (await get(dealer, order.id)).json() as Options;
    expect(body.pricing_options[2].dealer_price).toBe(472.98);
  });

  it('never offers drive away to a private user', async () => {
    const order = await draft(privateUser, { distanceKm: 100 });
    const body = (await get(privateUser, order.id)).json() as Options;
    expect(body.pricing_options[0]).toMatchObject({ is_available: false, reason: 'driveAwayPrivateUser', dealer_price: null });
  });

  it("answers 404 for another customer's order, as for a missing one", async () => {
    const order = await draft(dealer);
    expect((await get(privateUser, order.id)).statusCode).toBe(404);
    expect((await get(dealer, 999_999)).statusCode).toBe(404);
  });

  it('stores the accepted price with tax lines and carrier price, and moves to step 4', async () => {
    const order = await draft(privateUser);
    const res = await save(privateUser, order.id, { shipping_method: 4, is_express: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ current_step: 4, shipping_method: 3, is_enclosed: true, is_express: true });
    const saved = (await t.deps.db.query.orders.findFirst({ where: (o, { eq }) => eq(o.id, order.id) }))!;
    expect(saved.taxLines.map((l) => l.kind)).toEqual(['GST']); // Toronto → Montréal: GST only
    expect(saved.taxType).toBe('GST');
    expect(saved.dealerPriceTvaCents).toBe(saved.dealerPriceCents! + saved.fuelFeeCents + saved.taxFeeCents);
    expect(saved.initialTcPriceCents).toBeLessThan(saved.dealerPriceCents!);
    expect(saved.deliveryDays).toBe(1);
  });

  it('refuses an unavailable method with its reason, and an order that is no longer a draft', async () => {
    const order = await draft(dealer);
    const res = await save(dealer, order.id, { shipping_method: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { shipping_method: ['driveAwayDistance'] } });
    const booked = await draft(dealer, { status: OrderStatus.Active });
    expect((await save(dealer, booked.id, { shipping_method: 3 })).statusCode).toBe(409);
    const byAdmin = await draft(dealer, { isCreatedByAdmin: true });
    expect((await save(dealer, byAdmin.id, { shipping_method: 3 })).statusCode).toBe(409);
  });

  it('leaves cross-border routes to quotes: available, unpriced, and refused as a fixed price', async () => {
    const order = await draft(dealer, {
      destination: {
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
      },
    });
    const body = (await get(dealer, order.id)).json() as Options;
    expect(body.pricing_options[2]).toMatchObject({ is_available: true, dealer_price: null });
    const res = await save(dealer, order.id, { shipping_method: 3 });
    expect(res.json()).toMatchObject({ errors: { shipping_method: ['noAutomaticPrice'] } });
  });

  describe('quote requests', () => {
    const request = (who: Session, id: number, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/pricing-options/${id}/quotes`, headers: who.headers, payload });

    it('sends a priority request: auto dispatch pending, deliver-by date stored, enclosed sent as 3', async () => {
      const order = await draft(dealer);
      const res = await request(dealer, order.id, { needed_by_date: '2026/11/30', shipping_method: 3, enclosed: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: order.id,
        status: OrderStatus.AutoDispatchPending,
        is_auto_dispatch: true,
        needed_by_date: '2026-11-30',
        shipping_method: 3,
        is_enclosed: true,
      });
    });

    it('sends a flexible request with no date', async () => {
      const order = await draft(privateUser);
      const res = await request(privateUser, order.id, {});
      expect(res.json()).toMatchObject({ status: OrderStatus.AutoDispatchPending, needed_by_date: null });
    });

    it('refuses a deliver-by date before the minimum, and a second request', async () => {
      const order = await draft(dealer);
      const early = await request(dealer, order.id, { needed_by_date: '2026-11-25' });
      expect(early.statusCode).toBe(422);
      expect(early.json()).toMatchObject({ errors: { needed_by_date: ['beforeMinDelivery'] } });
      expect((await request(dealer, order.id, {})).statusCode).toBe(200);
      expect((await request(dealer, order.id, {})).statusCode).toBe(409);
    });

    it('takes a request for a non-running car past 700 km, which has no automatic option: carriers quote a flatbed', async () => {
      const order = await draft(dealer, { distanceKm: 1_250, cars: [{ isOperable: false }] });
      const options = (await get(dealer, order.id)).json() as Options;
      expect(options.pricing_options.every((o) => !o.is_available && o.reason === 'inoperableTooFar')).toBe(true);
      // a method the car cannot travel by is refused, changing nothing
      const haul = await request(dealer, order.id, { shipping_method: 3 });
      expect(haul.statusCode).toBe(422);
      expect(haul.json()).toMatchObject({ errors: { shipping_method: ['inoperableTooFar'] } });
      const res = await request(dealer, order.id, {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: OrderStatus.AutoDispatchPending,
        is_auto_dispatch: true,
        shipping_method: null,
      });
    });

    it('refuses a named method the route does not allow', async () => {
      const order = await draft(dealer);
      const res = await request(dealer, order.id, { shipping_method: 1 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors: { shipping_method: ['driveAwayDistance'] } });
    });

    it("refuses someone else's order", async () => {
      const order = await draft(dealer);
      expect((await request(privateUser, order.id, {})).statusCode).toBe(404);
    });
  });
});

describe('rate card (admin)', () => {
  let t: TestApp;
  let admin: Session;
  let dealer: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAs(Role.Admin);
    dealer = await t.loginAs(Role.Dealer);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the default card, previews a draft, and prices new orders with the saved one', async () => {
    const card = (
      await t.app.inject({ method: 'GET', url: '/api/admin/rate-card', headers: admin.headers })
    ).json() as typeof DEFAULT_RATE_CARD & { version: string };
    expect(card).toEqual({ ...JSON.parse(JSON.stringify(DEFAULT_RATE_CARD)), version: 'default' });
    card.methods[3].upTo600.perKm = 90;
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/rate-card/preview',
      headers: admin.headers,
      payload: card,
    });
    expect(
      (preview.json() as { data: { key: string; change_percent: number }[] }).data.find((r) => r.key === 'toronto-montreal')
        ?.change_percent,
    ).toBe(15.4);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/rate-card', headers: admin.headers, payload: card });
    expect(saved.statusCode).toBe(200);
    // Saving again from the version that was replaced is refused: another admin's change would be lost.
    const stale = await t.app.inject({ method: 'PUT', url: '/api/admin/rate-card', headers: admin.headers, payload: card });
    expect(stale.statusCode).toBe(409);
    const order = await createOrderFactory(t.deps).createOrder(dealer.user, { distanceKm: 540.7 });
    const options = (
      await t.app.inject({ method: 'GET', url: `/api/pricing-options/v2/${order.id}`, headers: dealer.headers })
    ).json() as Options;
    expect(options.pricing_options[2].dealer_price).toBe(606.63); // 120 $ + 540.7 km × 0.90 $
  });

  it('refuses a card with a negative or fractional value, and anyone but an admin', async () => {
    const bad = { ...DEFAULT_RATE_CARD, fuelFeeBp: -5, version: 'default' };
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/rate-card', headers: admin.headers, payload: bad })).statusCode,
    ).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/rate-card', headers: dealer.headers })).statusCode).toBe(403);
  });
});
