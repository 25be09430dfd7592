import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type OrderDetail } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory, MONTREAL, TORONTO } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const OTTAWA = { ...TORONTO, address: '111 Wellington St', city: 'Ottawa', lat: 45.4236, lng: -75.7009, zip_code: 'K1A 0A9' };
const BUFFALO = {
  ...TORONTO,
  address: '1 Main St',
  city: 'Buffalo',
  province: 'NY',
  country: 'US',
  lat: 42.886,
  lng: -78.878,
  zip_code: '14202',
};

const addresses = (over: Record<string, unknown> = {}) => ({
  from: { ...TORONTO, company: 'Bay Motors' },
  to: MONTREAL,
  origin_type_id: 1,
  destination_type_id: 2,
  cars_amount: 1,
  ...over,
});

describe('order wizard: addresses (POST /orders, PUT and DELETE /orders/{id})', () => {
  let t: TestApp;
  let dealer: Session;
  let subdealer: Session;
  let privateUser: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const call = (who: Session, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
    subdealer = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId, parentId: dealer.user.id });
    privateUser = await t.loginAs(Role.PrivateUser);
  });
  afterAll(() => t.close());

  it('creates a draft with the next order number, one car to come, the route distance and the cities', async () => {
    const res = await call(dealer, 'POST', '/orders', addresses());
    expect(res.statusCode).toBe(200);
    const { id, order } = res.json() as { id: number; order: OrderDetail };
    expect(order).toMatchObject({
      id,
      status: 1,
      current_step: 2,
      cars_amount: 1,
      origin_type_id: 1,
      destination_type_id: 2,
      us_external_type: null,
      from: { city: 'Toronto', company: 'Bay Motors', zip_code: 'M5R 2A5' },
      to: { city: 'Montréal' },
    });
    expect(order.order_number).toMatch(/^RT-\d+$/);
    expect(order.cars).toMatchObject([{ car_number: 1, vin: null, make: null, is_operable: true }]);
    expect(order.distance).toBeGreaterThan(590);
    expect(order.distance).toBeLessThan(620);
    const second = (await call(dealer, 'POST', '/orders', addresses())).json() as { order: OrderDetail };
    expect(Number(second.order.order_number.slice(3))).toBe(Number(order.order_number.slice(3)) + 1);
  });

  it("refuses the spec's bad addresses with field keys and writes nothing", async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ to: TORONTO }, { to: ['sameDestination'] }],
      [{ to: { ...MONTREAL, zip_code: null } }, { to: ['selectAddressWithPostalCode'] }],
      [{ to: { ...MONTREAL, city: 'Москва' } }, { to: ['englishChars'] }],
      [{ to: BUFFALO }, { to: ['sameCountryAddress'] }],
      [{ us_external_type: 1 }, { to: ['canadaUsAddress'] }],
      [{ origin_type_id: null }, { origin_type_id: ['isRequired'] }],
      [{ cars_amount: 150 }, { cars_amount: ['carsCountRange'] }],
      [{ cars_amount: 0 }, { cars_amount: ['carsCountRange'] }],
    ];
    for (const [over, errors] of cases) {
      const res = await call(privateUser, 'POST', '/orders', addresses(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    const list = await t.app.inject({ method: 'POST', url: '/api/orders/all/1', headers: privateUser.headers, payload: {} });
    expect(list.json().meta.total).toBe(0);
  });

  it('keeps the number of vehicles asked for until the vehicle step saves the cars', async () => {
    const created = (await call(dealer, 'POST', '/orders', addresses({ cars_amount: 2 }))).json() as {
      id: number;
      order: OrderDetail;
    };
    expect(created.order).toMatchObject({ cars_amount: 2, current_step: 2 });
    const again = await call(dealer, 'PUT', `/orders/${created.id}`, addresses({ cars_amount: 3 }));
    expect(again.json()).toMatchObject({ cars_amount: 3, current_step: 2 });
    const priced = await factory.createOrder(dealer.user, { currentStep: 4, carsAmount: 1 });
    const back = await call(dealer, 'PUT', `/orders/${priced.id}`, addresses({ cars_amount: 5 }));
    expect(back.json()).toMatchObject({ cars_amount: 1 });
  });

  it('accepts a Canada → US order with a US shipping type', async () => {
    const res = await call(privateUser, 'POST', '/orders', addresses({ to: BUFFALO, us_external_type: 1 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ us_external_type: 1, to: { country: 'US', province: 'NY' } });
  });

  it('edits the addresses of an editable draft, voiding its price, and a dealer may edit his sub-dealer’s', async () => {
    const draft = await factory.createOrder(subdealer.user, { currentStep: 4, shippingMethod: 3, dealerPriceCents: 90_000 });
    const res = await call(dealer, 'PUT', `/orders/${draft.id}`, addresses({ to: OTTAWA }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ to: { city: 'Ottawa' }, current_step: 2, shipping_method: null, dealer_price: null });
    expect(res.json().distance).toBeLessThan(500);
  });

  it('refuses edits to booked or admin-created orders (409) and to someone else’s (404)', async () => {
    const booked = await factory.createOrder(dealer.user, { status: 3 });
    const byAdmin = await factory.createOrder(dealer.user, { isCreatedByAdmin: true, currentStep: 3 });
    const rejected = await factory.createOrder(dealer.user, { status: 3, isRejected: true });
    expect((await call(dealer, 'PUT', `/orders/${booked.id}`, addresses())).statusCode).toBe(409);
    expect((await call(dealer, 'PUT', `/orders/${byAdmin.id}`, addresses())).json()).toEqual({ message: 'order.not_editable' });
    expect((await call(dealer, 'PUT', `/orders/${rejected.id}`, addresses())).statusCode).toBe(200);
    expect((await call(privateUser, 'PUT', `/orders/${booked.id}`, addresses())).statusCode).toBe(404);
    expect((await call(privateUser, 'PUT', '/orders/999999', addresses())).statusCode).toBe(404);
  });

  it('deletes drafts only, and only its customer’s', async () => {
    const draft = await factory.createOrder(dealer.user, {});
    const booked = await factory.createOrder(dealer.user, { status: 3 });
    expect((await call(privateUser, 'DELETE', `/orders/${draft.id}`)).statusCode).toBe(404);
    const refused = await call(dealer, 'DELETE', `/orders/${booked.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ order: ['onlyDraftsDeletable'] });
    const done = await call(dealer, 'DELETE', `/orders/${draft.id}`);
    expect(done.json()).toEqual({ message: 'Order successfully deleted' });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${draft.id}`, headers: dealer.headers })).statusCode).toBe(404);
    expect((await call(dealer, 'DELETE', `/orders/${draft.id}`)).statusCode).toBe(404);
  });
});
