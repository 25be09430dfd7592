import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus, Role, sandboxToken, type OrderDetail } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory, FIXTURE_VIN, MONTREAL, TORONTO } from '../../test/order-factory.js';
import { loginFilledDealer, type TestSession as Session } from '../../test/checkout-setup.js';
import { cars, orders } from '../../db/schema/index.js';

const OTTAWA = { ...TORONTO, address: '111 Wellington St', city: 'Ottawa', lat: 45.4236, lng: -75.7009, zip_code: 'K1A 0A9' };
const addresses = (over: Record<string, unknown> = {}) => ({
  from: { ...TORONTO, company: 'Bay Motors' },
  to: MONTREAL,
  origin_type_id: 1,
  destination_type_id: 2,
  cars_amount: 1,
  ...over,
});
const car = (over: Record<string, unknown> = {}) => ({
  vin: FIXTURE_VIN,
  type: 1,
  make: 'Toyota',
  model: 'Camry',
  year: 2022,
  is_operable: true,
  width: 184,
  height: 145,
  length: 488,
  weight: 1_580,
  ...over,
});
const contacts = {
  pickup: { name: 'Ana Lopez', email: 'ana@example.test', phone: '416-555-0199', notes: 'Gate code 42' },
  destination: { name: 'Marc Roy', email: 'marc@example.test', phone: '514-555-0142', notes: null },
  release_form: 'no',
};
const quoteBody = {
  pickup_date: '2026-11-23',
  dropoff_date: '2026-11-26',
  price: 450,
  availability: 24,
  shipping_method: 3,
  confirm_price: true,
};

describe('auto-dispatch wizard (POST/PUT /auto-dispatch, /auto-dispatch/v2/..., /auto-dispatch/checkout)', () => {
  let t: TestApp;
  let dealer: Session;
  let other: Session;
  let carrier: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const call = (who: Session, method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  /** A new auto-dispatch draft walked to a step: 'addresses' | 'vehicles' | 'method'. */
  const draft = async (upTo: 'addresses' | 'vehicles' | 'method' = 'addresses', body = addresses()) => {
    const res = await call(dealer, 'POST', '/auto-dispatch', body);
    expect(res.statusCode).toBe(200);
    const id = (res.json() as { id: number }).id;
    if (upTo === 'addresses') return id;
    expect(
      (await call(dealer, 'POST', `/auto-dispatch/v2/cars/${id}`, { cars: [car()], start_at: '2026/11/23' })).statusCode,
    ).toBe(200);
    if (upTo === 'vehicles') return id;
    expect((await call(dealer, 'POST', `/auto-dispatch/v2/shipping-method/${id}`, { shipping_method: 3 })).statusCode).toBe(200);
    return id;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    dealer = await loginFilledDealer(t);
    other = await t.loginAs(Role.Dealer);
    carrier = await t.loginAs(Role.TransportCompany);
  });
  afterAll(() => t.close());

  it('walks the four steps: an auto-dispatch draft, its cars with dimensions, a method, then the quote request', async () => {
    const created = await call(dealer, 'POST', '/auto-dispatch', addresses());
    expect(created.statusCode).toBe(200);
    const { id, order } = created.json() as { id: number; order: OrderDetail };
    expect(order).toMatchObject({ id, status: OrderStatus.Draft, is_auto_dispatch: true, current_step: 2 });

    const moved = await call(dealer, 'PUT', `/auto-dispatch/${id}`, addresses({ to: OTTAWA }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ to: { city: 'Ottawa' }, is_auto_dispatch: true, current_step: 2 });

    const saved = await call(dealer, 'POST', `/auto-dispatch/v2/cars/${id}`, { cars: [car()], start_at: '2026/11/23' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      current_step: 3,
      cars: [{ vin: FIXTURE_VIN, width: 184, height: 145, length: 488, weight: 1_580 }],
    });

    const method = await call(dealer, 'POST', `/auto-dispatch/v2/shipping-method/${id}`, { shipping_method: 3, enclosed: true });
    expect(method.statusCode).toBe(200);
    expect(method.json()).toMatchObject({ current_step: 4, shipping_method: 3, is_enclosed: true });

    const sent = await call(dealer, 'POST', `/auto-dispatch/v2/${id}`, { type: 'flexible' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      id,
      status: OrderStatus.AutoDispatchPending,
      is_auto_dispatch: true,
      needed_by_date: null,
      shipping_method: 3,
      is_enclosed: true,
    });
    // carriers of the pickup's region are asked to quote
    await t.drainJobs();
    expect(t.lastMailTo(carrier.user.email)?.text).toContain(`/auto-dispatch/submit-quote/${id}`);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const id = await draft('vehicles');
    const before = await orderRow(id);
    const cases: [string, unknown, Record<string, string[]>][] = [
      ['/auto-dispatch', addresses({ to: TORONTO }), { to: ['sameDestination'] }],
      [
        `/auto-dispatch/v2/cars/${id}`,
        { cars: [car({ weight: 50_001 })], start_at: '2026/11/23' },
        { 'cars.0.weight': ['outOfRange'] },
      ],
      [`/auto-dispatch/v2/cars/${id}`, { cars: [car({ width: 0 })], start_at: '2026/11/23' }, { 'cars.0.width': ['outOfRange'] }],
      [`/auto-dispatch/v2/shipping-method/${id}`, { shipping_method: 7 }, { shipping_method: ['invalidChoice'] }],
      // Toronto to Montréal is over 250 km: no drive away, and the reason says why
      [`/auto-dispatch/v2/shipping-method/${id}`, { shipping_method: 1 }, { shipping_method: ['driveAwayDistance'] }],
    ];
    for (const [url, payload, errors] of cases) {
      const res = await call(dealer, 'POST', url, payload);
      expect(res.statusCode, url).toBe(422);
      const got = res.json().errors as Record<string, string[]>;
      for (const [field, messages] of Object.entries(errors)) {
        expect(got[field], `${url} ${field}`).toBeDefined();
        if (messages.length) expect(got[field]).toEqual(messages);
      }
    }
    expect(await orderRow(id)).toMatchObject({ currentStep: before.currentStep, shippingMethod: before.shippingMethod });
    const [stored] = await t.db.select().from(cars).where(eq(cars.orderId, id));
    expect(stored).toMatchObject({ width: 184, weight: 1_580 });
  });

  it('refuses the methods a non-running car cannot travel by, with the reasons', async () => {
    const id = await draft('addresses');
    await call(dealer, 'POST', `/auto-dispatch/v2/cars/${id}`, {
      cars: [car(), car({ vin: '1HGCM82633A004352', is_operable: false, make: 'Honda', model: 'Accord', year: 2003 })],
      start_at: '2026/11/23',
    });
    const enclosed = await call(dealer, 'POST', `/auto-dispatch/v2/shipping-method/${id}`, { shipping_method: 4 });
    expect(enclosed.json().errors).toEqual({ shipping_method: ['inoperableCars'] });
    const haul = await call(dealer, 'POST', `/auto-dispatch/v2/shipping-method/${id}`, { shipping_method: 3 });
    expect(haul.json().errors).toEqual({ shipping_method: ['inoperableCars'] });
    // and past 600 km no flatbed either: the transportation step shows its fallback view
    const flatbed = await call(dealer, 'POST', `/auto-dispatch/v2/shipping-method/${id}`, { shipping_method: 2 });
    expect(flatbed.json().errors).toEqual({ shipping_method: ['flatbedDistance'] });
    expect((await orderRow(id)).currentStep).toBe(3);
  });

  it('takes a flatbed quoted by carriers for a non-running car past 700 km, and sends its quote request (decision 060)', async () => {
    const quebec = {
      ...MONTREAL,
      address: '2 Rue des Jardins',
      city: 'Québec',
      lat: 46.8131,
      lng: -71.2075,
      zip_code: 'G1R 4S9',
    };
    const id = await draft('addresses', addresses({ to: quebec }));
    expect((await orderRow(id)).distanceKm).toBeGreaterThan(700);
    await call(dealer, 'POST', `/auto-dispatch/v2/cars/${id}`, {
      cars: [car({ is_operable: false })],
      start_at: '2026/11/23',
    });
    const haul = await call(dealer, 'POST', `/auto-dispatch/v2/shipping-method/${id}`, { shipping_method: 3 });
    expect(haul.json().errors).toEqual({ shipping_method: ['inoperableTooFar'] });
    const flatbed = await call(dealer, 'POST', `/auto-dispatch/v2/shipping-method/${id}`, { shipping_method: 2 });
    expect(flatbed.statusCode).toBe(200);
    expect((await orderRow(id)).currentStep).toBe(4);
    const sent = await call(dealer, 'POST', `/auto-dispatch/v2/${id}`, { type: 'flexible' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: OrderStatus.AutoDispatchPending });
  });

  it('asks a priority request for a deliver-by day no earlier than the minimum delivery date', async () => {
    const id = await draft('method');
    const none = await call(dealer, 'POST', `/auto-dispatch/v2/${id}`, { type: 'priority' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ needed_by_date: ['isRequired'] });
    const early = await call(dealer, 'POST', `/auto-dispatch/v2/${id}`, { type: 'priority', needed_by_date: '2026/11/23' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ needed_by_date: ['beforeMinDelivery'] });
    expect((await orderRow(id)).status).toBe(OrderStatus.Draft);
    const ok = await call(dealer, 'POST', `/auto-dispatch/v2/${id}`, { type: 'priority', needed_by_date: '2026/12/10' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: OrderStatus.AutoDispatchPending, needed_by_date: '2026-12-10' });
  });

  it("answers 404 for another customer's order, on every call", async () => {
    const id = await draft('method');
    const calls: [string, string, unknown][] = [
      ['PUT', `/auto-dispatch/${id}`, addresses()],
      ['POST', `/auto-dispatch/v2/cars/${id}`, { cars: [car()], start_at: '2026/11/23' }],
      ['POST', `/auto-dispatch/v2/shipping-method/${id}`, { shipping_method: 3 }],
      ['POST', `/auto-dispatch/v2/${id}`, { type: 'flexible' }],
      ['POST', `/auto-dispatch/v2/contacts/${id}`, contacts],
      ['POST', `/auto-dispatch/checkout/${id}`, { agree_with_terms: true, dry_run_fee_terms: true, paid_with_card: false }],
    ];
    for (const [method, url, payload] of calls)
      expect((await call(other, method as 'POST', url, payload)).statusCode, url).toBe(404);
    expect(await orderRow(id)).toMatchObject({ status: OrderStatus.Draft, currentStep: 4 });
  });

  it('answers 409 to a stale step: skipped steps, a request already sent, a regular order', async () => {
    const fresh = await draft('addresses');
    expect((await call(dealer, 'POST', `/auto-dispatch/v2/shipping-method/${fresh}`, { shipping_method: 3 })).statusCode).toBe(
      409,
    );
    expect((await call(dealer, 'POST', `/auto-dispatch/v2/${fresh}`, { type: 'flexible' })).statusCode).toBe(409);

    const sent = await draft('method');
    expect((await call(dealer, 'POST', `/auto-dispatch/v2/${sent}`, { type: 'flexible' })).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', `/auto-dispatch/v2/${sent}`, { type: 'flexible' }],
      ['PUT', `/auto-dispatch/${sent}`, addresses()],
      ['POST', `/auto-dispatch/v2/cars/${sent}`, { cars: [car()], start_at: '2026/11/23' }],
      ['POST', `/auto-dispatch/v2/shipping-method/${sent}`, { shipping_method: 2 }],
      // no quote accepted yet: no contacts, no payment
      ['POST', `/auto-dispatch/v2/contacts/${sent}`, contacts],
    ] as const)
      expect((await call(dealer, method, url, payload)).statusCode, url).toBe(409);

    const regular = await factory.createOrder(dealer.user, { currentStep: 4 });
    expect(
      (await call(dealer, 'POST', `/auto-dispatch/v2/shipping-method/${regular.id}`, { shipping_method: 3 })).json(),
    ).toMatchObject({ message: 'order.not_auto_dispatch' });
    expect((await orderRow(regular.id)).isAutoDispatch).toBe(false);
  });

  it('sends one quote request when two tabs send it at once, and stores a method only before it', async () => {
    const id = await draft('method');
    const answers = await Promise.all([
      call(dealer, 'POST', `/auto-dispatch/v2/${id}`, { type: 'flexible' }),
      call(dealer, 'POST', `/auto-dispatch/v2/${id}`, { type: 'flexible' }),
      call(dealer, 'POST', `/auto-dispatch/v2/shipping-method/${id}`, { shipping_method: 4 }),
    ]);
    const requests = answers.slice(0, 2).map((r) => r.statusCode);
    expect(requests.sort()).toEqual([200, 409]);
    expect([200, 409]).toContain(answers[2].statusCode);
    const row = await orderRow(id);
    expect(row.status).toBe(OrderStatus.AutoDispatchPending);
    // the method the carriers were asked for is the one stored
    const asked = (answers.find((r) => r.statusCode === 200 && r.json().status)?.json() as { shipping_method: number })
      .shipping_method;
    expect(row.shippingMethod).toBe(asked);
  });

  it('takes the notes and contacts once a quote is accepted, then pays through the one checkout', async () => {
    const id = await draft('method');
    await call(dealer, 'POST', `/auto-dispatch/v2/${id}`, { type: 'flexible' });
    const card = { token: sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'adw001') };
    const payment = { agree_with_terms: true, dry_run_fee_terms: true, paid_with_card: true, card };
    expect((await call(dealer, 'POST', `/auto-dispatch/checkout/${id}`, payment)).statusCode).toBe(409);

    const quote = await call(carrier, 'POST', `/auto-dispatch/submit-price/${id}`, quoteBody);
    expect(quote.statusCode).toBe(200);
    expect((await call(dealer, 'GET', `/auto-dispatch/v2/accept-offer/${quote.json().id}`)).statusCode).toBe(200);

    const saved = await call(dealer, 'POST', `/auto-dispatch/v2/contacts/${id}`, contacts);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().contact_details).toMatchObject([{ name: 'Ana Lopez', notes: 'Gate code 42' }, { name: 'Marc Roy' }]);

    const paid = await call(dealer, 'POST', `/auto-dispatch/checkout/${id}`, payment);
    expect(paid.statusCode).toBe(200);
    expect(await orderRow(id)).toMatchObject({ status: OrderStatus.Active, carrierBusinessId: carrier.user.businessDetailsId });

    const regular = await factory.createOrder(dealer.user, { currentStep: 5, bookable: true });
    expect((await call(dealer, 'POST', `/auto-dispatch/checkout/${regular.id}`, payment)).json()).toMatchObject({
      message: 'order.not_auto_dispatch',
    });
  });
});
