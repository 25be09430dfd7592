import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, sandboxToken, type GuestOrderTracking, type OrderDetail } from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { formBody, inspectionParts } from '../../test/load-forms.js';
import { createOrderFactory, TORONTO } from '../../test/order-factory.js';
import { solveChallenge, type CaptchaChallenge } from '../../platform/captcha/index.js';
import { hashGuestToken } from './guests.policy.js';
import { insertGuest } from './guests.repository.js';

const OTTAWA = { ...TORONTO, address: '111 Wellington St', city: 'Ottawa', lat: 45.4236, lng: -75.7009, zip_code: 'K1A 0A9' };
const addresses = { from: TORONTO, to: OTTAWA, origin_type_id: 2, destination_type_id: 2, cars_amount: 1 };
const car = {
  vin: '2HGFC2F58MH210137',
  type: 1,
  make: 'Honda',
  model: 'Civic',
  year: 2021,
  is_operable: true,
  is_modified: false,
  comments: null,
  enclosed: false,
  is_antique: false,
};
const end = (name: string, email: string) => ({ name, email, phone: '(613) 555-0142', notes: '' });
const json = (body: unknown) => ({ payload: Buffer.from(JSON.stringify(body)), headers: { 'content-type': 'application/json' } });
type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('a guest tracks his order (GET /guests/orders/tracking/{id}) and his remaining calls', () => {
  let t: TestApp;
  let factory: ReturnType<typeof createOrderFactory>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: csrfHeaders,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const as = (who: Session, method: 'GET' | 'PUT' | 'POST', url: string, body?: ReturnType<typeof json>) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...who.headers, ...csrfHeaders, ...(body?.headers ?? {}) },
      ...(body ? { payload: body.payload } : {}),
    });
  const solvedCaptcha = async () => {
    const challenge = (await call('POST', '/guests/captcha')).json() as CaptchaChallenge;
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    return Buffer.from(JSON.stringify({ ...challenge, number: solution!.number })).toString('base64');
  };
  const createGuestOrder = async () => {
    const res = await call('POST', '/guests/orders', { ...addresses, altcha: await solvedCaptcha() });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; hash: string; order: OrderDetail };
  };
  /** A guest and his order, booked and handed to a carrier (the fixtures walk it through the lifecycle). */
  const bookedGuestOrder = async (owner: Session, carrierBusinessId: number) => {
    const token = randomBytes(32).toString('hex');
    const guest = await insertGuest(t.db, { tokenHash: hashGuestToken(token), locale: 'en', createdAt: new Date() });
    const order = await factory.createOrder(owner.user, {
      userId: null,
      businessDetailsId: null,
      guestId: guest.id,
      status: OrderStatus.Active,
      carrierBusinessId,
      cars: [{ vin: '2T3P1RFVXPW210548', make: 'Toyota', model: 'RAV4', year: 2023 }],
    });
    return { order, token };
  };

  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_MAX_NUMBER: '1000' });
    factory = createOrderFactory(t.deps);
  });
  afterAll(() => t.close());

  it('links the confirmation email to the tracking page, which opens with that link or the guest token only', async () => {
    const { id, hash } = await createGuestOrder();
    const q = `?hash=${hash}`;
    expect((await call('PUT', `/guests/orders/cars/${id}${q}`, { cars: [car], start_at: '2026-11-21' })).statusCode).toBe(200);
    expect((await call('PUT', `/guests/orders/pricing-options/${id}${q}`, { shipping_method: 3 })).statusCode).toBe(200);
    const contacts = { pickup: end('Ana', 'ana@example.test'), destination: end('Ben', 'ben@example.test'), release_form: 'no' };
    expect((await call('PUT', `/guests/orders/contact-details/${id}${q}`, contacts)).statusCode).toBe(200);
    const paid = await call('POST', `/guests/orders/checkout/${id}${q}`, {
      agree_with_terms: true,
      dry_run_fee_terms: true,
      name: 'Tom Tracker',
      email: 'tom@example.test',
      phone: '613-555-0100',
      lang: 'en',
      card: { token: sandboxToken({ number: '4242424242424242', expiry: '12/30', cvc: '123' }, 'guest1') },
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    await t.drainJobs();
    const mail = t.lastMailTo('tom@example.test')!;
    const link = mail.text.match(/https?:\/\/\S+\/track\/(\d+)\?hash=([0-9a-f]{64})/);
    expect(link, mail.text).not.toBeNull();
    expect(mail.text).not.toContain('/my-orders/create');
    expect(mail.text).toContain('opens your order’s tracking page');
    const [, linkId, linkHash] = link!;
    expect(Number(linkId)).toBe(id);
    // the link's hash is not the token: the token is never stored, the link is signed by the server
    expect(linkHash).not.toBe(hash);

    const byLink = await call('GET', `/guests/orders/tracking/${id}?hash=${linkHash}`);
    expect(byLink.statusCode).toBe(200);
    const view = byLink.json<GuestOrderTracking>();
    expect(view).toMatchObject({
      id,
      status: OrderStatus.Active,
      status_name: 'Active',
      from: { city: 'Toronto', province: 'ON', lat: 43.67, lng: -79.39 },
      to: { city: 'Ottawa', lat: 45.42, lng: -75.7 },
      start_at: '2026-11-21',
      completed_at: null,
      cars: [{ make: 'Honda', model: 'Civic', year: 2021, vin_last6: '210137', last_position: null, pickup: null }],
    });
    expect(view.order_number).toMatch(/\S/);
    expect(view.booked_at).not.toBeNull();
    // no full VIN, no address line, no contacts, no price
    expect(byLink.body).not.toContain('2HGFC2F58MH210137');
    expect(byLink.body).not.toContain('Bay St');
    expect(byLink.body).not.toContain('ana@example.test');
    expect(view).not.toHaveProperty('dealer_price');
    expect((await call('GET', `/guests/orders/tracking/${id}${q}`)).json()).toEqual(view);
  });

  it('answers a missing, wrong or other order’s hash, a customer’s order and an unknown order with the same 404', async () => {
    const mine = await createGuestOrder();
    const theirs = await createGuestOrder();
    const customer = await t.loginAs(Role.PrivateUser);
    const customerOrder = await factory.createOrder(customer.user, { status: OrderStatus.Active });
    const unknown = await call('GET', `/guests/orders/tracking/99999?hash=${mine.hash}`);
    expect(unknown.statusCode).toBe(404);
    for (const url of [
      `/guests/orders/tracking/${mine.id}`,
      `/guests/orders/tracking/${mine.id}?hash=`,
      `/guests/orders/tracking/${mine.id}?hash=${'0'.repeat(64)}`,
      `/guests/orders/tracking/${mine.id}?hash=${mine.hash.toUpperCase()}`,
      `/guests/orders/tracking/${mine.id}?hash=not-a-hash`,
      `/guests/orders/tracking/${mine.id}?hash=${theirs.hash}`,
      `/guests/orders/tracking/${customerOrder.id}?hash=${mine.hash}`,
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(unknown.body);
    }
    expect((await call('GET', `/guests/orders/tracking/${mine.id}?hash=${mine.hash}`)).statusCode).toBe(200);
    // the customer's own session does not open it either
    expect((await as(customer, 'GET', `/guests/orders/tracking/${customerOrder.id}`)).statusCode).toBe(404);
  });

  it('shows the cars on the road at their last position, and the pickup inspection as the order page does', async () => {
    const carrier = await t.loginAs(Role.TransportCompany);
    const driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id });
    const anyone = await t.loginAs(Role.PrivateUser);
    const { order, token } = await bookedGuestOrder(anyone, carrier.user.businessDetailsId!);
    const carId = order.cars[0].id;
    const truck = await factory.createVehicle(carrier.user.businessDetailsId!);
    const load = await factory.createLoad(order.id, {
      driverUserId: driver.user.id,
      vehicleId: truck.id,
      status: 11,
      carIds: [carId],
    });
    const track = async () => (await call('GET', `/guests/orders/tracking/${order.id}?hash=${token}`)).json<GuestOrderTracking>();

    expect(await track()).toMatchObject({
      status: OrderStatus.Active,
      cars: [{ task_status: 11, pickup: null, delivery: null }],
    });
    expect((await as(driver, 'PUT', `/loads/accept/${load.id}`)).statusCode).toBe(200);
    for (const from of [0, 1, 2])
      expect((await as(driver, 'PUT', `/loads/status/${load.id}`, json({ from }))).statusCode).toBe(200);
    const damages = [{ panel: 'front_bumper', kind: 'scratch' }];
    const inspected = await as(
      driver,
      'POST',
      `/inspections/${load.id}`,
      formBody(await inspectionParts(carId, 'pickup', { damages })),
    );
    expect(inspected.statusCode).toBe(201);
    for (const from of [3, 4]) expect((await as(driver, 'PUT', `/loads/status/${load.id}`, json({ from }))).statusCode).toBe(200);
    expect((await as(driver, 'POST', `/loads/position/${load.id}`, json({ lat: 44.2312, lng: -76.486 }))).statusCode).toBe(200);

    const view = await track();
    expect(view.status).toBe(OrderStatus.InProgress);
    expect(view.cars[0]).toMatchObject({
      vin_last6: '210548',
      task_status: 12,
      is_delivered: false,
      last_position: { lat: 44.2312, lng: -76.486 },
      pickup: { kind: 'pickup', odometer: 45210, damages, notes: 'Checked in daylight' },
      delivery: null,
    });
    expect(view.cars[0].pickup!.photos).toHaveLength(1);
    expect(view.cars[0].pickup!.photos[0].path_url).toMatch(/^http/);
  });

  it('reads the pricing options of a guest draft named in the body (POST /guests/orders/pricing-options)', async () => {
    const mine = await createGuestOrder();
    const theirs = await createGuestOrder();
    await call('PUT', `/guests/orders/cars/${mine.id}?hash=${mine.hash}`, { cars: [car], start_at: '2026-11-21' });
    const options = await call('POST', `/guests/orders/pricing-options?hash=${mine.hash}`, { id: mine.id });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual((await call('POST', `/guests/orders/pricing-options/${mine.id}?hash=${mine.hash}`)).json());
    expect(options.json().pricing_options.find((o: { shipping_method: number }) => o.shipping_method === 3)).toMatchObject({
      is_available: true,
    });
    expect((await call('POST', `/guests/orders/pricing-options?hash=${theirs.hash}`, { id: mine.id })).statusCode).toBe(403);
    expect((await call('POST', '/guests/orders/pricing-options', { id: mine.id })).statusCode).toBe(403);
    expect((await call('POST', `/guests/orders/pricing-options?hash=${mine.hash}`, { id: 99_999 })).statusCode).toBe(404);
    const bad = await call('POST', `/guests/orders/pricing-options?hash=${mine.hash}`, { id: 'first' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ id: ['invalidValue'] });
    expect((await call('POST', `/guests/orders/pricing-options?hash=${mine.hash}`, {})).json().errors).toEqual({
      id: ['isRequired'],
    });
  });

  it('sets a car’s VIN for the guest who holds the hash, filling what it decodes to (PUT /guests/orders/cars/vin/{id})', async () => {
    const mine = await createGuestOrder();
    const theirs = await createGuestOrder();
    const carId = mine.order.cars[0].id;
    const url = (hash: string) => `/guests/orders/cars/vin/${mine.id}?hash=${hash}`;
    const saved = await call('PUT', url(mine.hash), { car_id: carId, vin: '2hgfc2f58mh210137' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OrderDetail>().cars[0]).toMatchObject({
      id: carId,
      vin: '2HGFC2F58MH210137',
      make: 'Honda',
      model: 'Civic',
      year: 2021,
      type: 1,
    });
    const order = async () => (await call('GET', `/guests/orders/${mine.id}?hash=${mine.hash}`)).json<OrderDetail>();
    expect((await order()).cars[0].vin).toBe('2HGFC2F58MH210137');

    expect((await call('PUT', url(theirs.hash), { car_id: carId, vin: '2T3P1RFVXPW210548' })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/guests/orders/cars/vin/${mine.id}`, { car_id: carId, vin: '2T3P1RFVXPW210548' })).statusCode,
    ).toBe(403);
    // another order's car, a VIN the decoder does not know, a malformed VIN: field errors, nothing changed
    const otherCar = theirs.order.cars[0].id;
    const foreign = await call('PUT', url(mine.hash), { car_id: otherCar, vin: '2T3P1RFVXPW210548' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ car_id: ['invalidChoice'] });
    const unknown = await call('PUT', url(mine.hash), { car_id: carId, vin: 'ZZZZZZZZZZZZZZZZZ' });
    expect(unknown.json().errors).toEqual({ vin: ['invalidVIN'] });
    const short = await call('PUT', url(mine.hash), { car_id: carId, vin: '2HGFC' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ vin: ['vinMessage'] });
    expect((await order()).cars[0]).toMatchObject({ vin: '2HGFC2F58MH210137', make: 'Honda' });
    expect((await call('GET', `/guests/orders/${theirs.id}?hash=${theirs.hash}`)).json<OrderDetail>().cars[0].vin).toBeNull();
  });
});
