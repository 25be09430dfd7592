import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OrderStatus, Role, sandboxToken, type OrderDetail } from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { multipart } from '../../test/multipart.js';
import { createOrderFactory, TORONTO } from '../../test/order-factory.js';
import { guests, orders, payments } from '../../db/schema/index.js';
import { solveChallenge, type CaptchaChallenge } from '../../platform/captcha/index.js';

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
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const card = (number: string) => ({ token: sandboxToken({ number, expiry: '12/30', cvc: '123' }, 'guest1') });
const guestBuyer = { name: 'Gail Guest', email: 'gail@example.test', phone: '613-555-0100' };
const consents = { agree_with_terms: true, dry_run_fee_terms: true };

type Created = { id: number; hash: string; order: OrderDetail };

describe('guest flow (spec §7 /guests/...)', () => {
  let t: TestApp;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: csrfHeaders,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A solved captcha, as the widget sends it (base64 JSON of the challenge and the number found). */
  const solvedCaptcha = async () => {
    const challenge = (await call('POST', '/guests/captcha')).json() as CaptchaChallenge;
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const payload = { ...challenge, number: solution!.number };
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  };

  const createGuestOrder = async (): Promise<Created> => {
    const res = await call('POST', '/guests/orders', { ...addresses, altcha: await solvedCaptcha() });
    expect(res.statusCode).toBe(200);
    return res.json() as Created;
  };

  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_MAX_NUMBER: '1000' });
  });
  afterAll(() => t.close());

  it('tells a guest asking for quotes that they are for registered users', async () => {
    const res = await call('POST', '/guests/orders/quote-prices', { id: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'quote.registered_users_only' });
  });

  it('serves an ALTCHA challenge sized by CAPTCHA_MAX_NUMBER', async () => {
    const res = await call('POST', '/guests/captcha');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
  });

  it('refuses an order without a captcha, with a forged one, or with one already used', async () => {
    const before = (await t.db.select().from(guests)).length;
    const missing = await call('POST', '/guests/orders', addresses);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('altcha');

    const solved = await solvedCaptcha();
    const forged = JSON.parse(Buffer.from(solved, 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...forged, number: forged.number + 1 })).toString('base64');
    const invalid = await call('POST', '/guests/orders', { ...addresses, altcha: wrong });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ altcha: ['captchaInvalid'] });
    expect((await call('POST', '/guests/orders', { ...addresses, altcha: 'not-base64-json' })).statusCode).toBe(422);

    expect((await call('POST', '/guests/orders', { ...addresses, altcha: solved })).statusCode).toBe(200);
    const replay = await call('POST', '/guests/orders', { ...addresses, altcha: solved });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ altcha: ['captchaInvalid'] });
    expect((await t.db.select().from(guests)).length).toBe(before + 1);
  });

  it('refuses an expired challenge', async () => {
    const solved = await solvedCaptcha();
    t.setNow(new Date('2026-11-21T16:00:00Z'));
    try {
      const res = await call('POST', '/guests/orders', { ...addresses, altcha: solved });
      expect(res.json().errors).toEqual({ altcha: ['captchaInvalid'] });
    } finally {
      t.setNow(new Date('2026-11-21T15:00:00Z'));
    }
  });

  it('creates a guest draft and answers its hash, stored only hashed', async () => {
    const { id, hash, order } = await createGuestOrder();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(order).toMatchObject({ id, status: 1, current_step: 2, from: { city: 'Toronto' }, to: { city: 'Ottawa' } });
    const row = await orderRow(id);
    expect(row.userId).toBeNull();
    const [guest] = await t.db.select().from(guests).where(eq(guests.id, row.guestId!));
    expect(guest.tokenHash).not.toBe(hash);
    expect((await call('GET', `/guests/orders/${id}?hash=${hash}`)).json()).toMatchObject({ id, status: 1 });
  });

  it('answers 403 to a missing or wrong hash, another order’s hash, or a customer’s order; 404 to an unknown order', async () => {
    const mine = await createGuestOrder();
    const theirs = await createGuestOrder();
    const customer = await t.loginAs(Role.PrivateUser);
    const customerOrder = await createOrderFactory(t.deps).createOrder(customer.user, { currentStep: 2 });
    const urls = (id: number) =>
      [
        ['GET', `/guests/orders/${id}`, undefined],
        ['PUT', `/guests/orders/${id}`, addresses],
        ['PUT', `/guests/orders/cars/${id}`, { cars: [car], start_at: '2026-11-21' }],
        ['POST', `/guests/orders/pricing-options/${id}`, undefined],
        ['PUT', `/guests/orders/pricing-options/${id}`, { shipping_method: 3 }],
        [
          'PUT',
          `/guests/orders/contact-details/${id}`,
          { pickup: end('A', 'a@x.io'), destination: end('B', 'b@x.io'), release_form: 'no' },
        ],
        ['GET', `/guests/orders/checkout/${id}`, undefined],
        ['POST', `/guests/orders/checkout/${id}`, { ...consents, ...guestBuyer, card: card('4242424242424242') }],
      ] as const;
    for (const [method, url, body] of urls(mine.id)) {
      expect((await call(method, url, body)).statusCode, `${method} ${url} without hash`).toBe(403);
      expect((await call(method, `${url}?hash=${'0'.repeat(64)}`, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, `${url}?hash=${theirs.hash}`, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url, body] of urls(customerOrder.id))
      expect((await call(method, `${url}?hash=${mine.hash}`, body)).statusCode, `${method} ${url}`).toBe(403);
    for (const [method, url, body] of urls(99_999))
      expect((await call(method, `${url}?hash=${mine.hash}`, body)).statusCode, `${method} ${url}`).toBe(404);
    const carId = (await call('GET', `/guests/orders/${mine.id}?hash=${mine.hash}`)).json().cars[0].id as number;
    const body = multipart([{ name: 'title.pdf', bytes: PDF, type: 'application/pdf' }]);
    const upload = (hash: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/guests/cars/files/${carId}?hash=${hash}`,
        headers: { ...csrfHeaders, 'content-type': body.contentType },
        payload: body.payload,
      });
    expect((await upload(theirs.hash)).statusCode).toBe(403);
    const uploaded = await upload(mine.hash);
    expect(uploaded.statusCode).toBe(200);
    const fileId = uploaded.json().data[0].id as number;
    expect((await call('DELETE', `/guests/cars/files/${fileId}?hash=${theirs.hash}`)).statusCode).toBe(403);
    expect((await call('DELETE', `/guests/cars/files/${fileId}?hash=${mine.hash}`)).json()).toEqual({ data: [] });
    // the customer routes do not open a guest's order either
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${mine.id}`, headers: customer.headers })).statusCode).toBe(
      404,
    );
  });

  it('decodes VINs and reads the catalogue for the guest who holds the hash only', async () => {
    const mine = await createGuestOrder();
    const theirs = await createGuestOrder();
    const vin = (hash: string) => call('POST', `/guests/vin/${mine.id}?hash=${hash}`, { vin: '2HGFC2F58MH210137' });
    expect((await vin(theirs.hash)).statusCode).toBe(403);
    expect([200, 422]).toContain((await vin(mine.hash)).statusCode);
    const models = (hash: string) => call('GET', `/guests/cars/models/${mine.id}?hash=${hash}`);
    expect((await models(theirs.hash)).statusCode).toBe(403);
    expect((await models(mine.hash)).json()).toHaveProperty('years');
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const { id, hash } = await createGuestOrder();
    const cars = await call('PUT', `/guests/orders/cars/${id}?hash=${hash}`, { cars: [], start_at: 'soon' });
    expect(cars.statusCode).toBe(422);
    const contacts = await call('PUT', `/guests/orders/contact-details/${id}?hash=${hash}`, {
      pickup: { ...end('A', 'a@x.io'), phone: '12' },
      destination: end('B', 'b@x.io'),
    });
    expect(contacts.statusCode).toBe(422);
    expect((await orderRow(id)).currentStep).toBe(2);
  });

  it('books Toronto → Ottawa as a guest: cars, price, contacts, card, and the confirmation email in French', async () => {
    const { id, hash } = await createGuestOrder();
    const q = `?hash=${hash}`;
    const saved = await call('PUT', `/guests/orders/cars/${id}${q}`, { cars: [car], start_at: '2026-11-21' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ current_step: 3, cars: [{ make: 'Honda' }] });

    const options = await call('POST', `/guests/orders/pricing-options/${id}${q}`);
    expect(options.statusCode).toBe(200);
    const list = options.json().pricing_options as { shipping_method: number; is_available: boolean }[];
    // a guest is priced as a private user: no drive away (spec §6)
    expect(list.find((o) => o.shipping_method === 1)?.is_available).toBe(false);
    expect(list.find((o) => o.shipping_method === 3)?.is_available).toBe(true);

    expect((await call('PUT', `/guests/orders/pricing-options/${id}${q}`, { shipping_method: 1 })).statusCode).toBe(422);
    const priced = await call('PUT', `/guests/orders/pricing-options/${id}${q}`, { shipping_method: 3 });
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({ current_step: 4, shipping_method: 3 });

    const contacts = await call('PUT', `/guests/orders/contact-details/${id}${q}`, {
      pickup: end('Ana Pickup', 'ana@example.test'),
      destination: end('Ben Drop', 'ben@example.test'),
      release_form: 'no',
    });
    expect(contacts.statusCode).toBe(200);
    expect(contacts.json()).toMatchObject({ current_step: 5, contact_details: [{ type: 'pickup', contact_id: null }, {}] });

    const checkout = await call('GET', `/guests/orders/checkout/${id}${q}`);
    expect(checkout.json()).toMatchObject({ cards: [], coupons: [], business_details: null });

    const declined = await call('POST', `/guests/orders/checkout/${id}${q}`, {
      ...consents,
      ...guestBuyer,
      card: card('4000000000000002'),
    });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().errors).toEqual({ card: ['card_declined'] });

    const noName = await call('POST', `/guests/orders/checkout/${id}${q}`, { ...consents, card: card('4242424242424242') });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toHaveProperty('email');

    const paid = await call('POST', `/guests/orders/checkout/${id}${q}`, {
      ...consents,
      ...guestBuyer,
      lang: 'fr',
      card: card('4242424242424242'),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'succeeded', order_id: id, current_step: 6 });
    const row = await orderRow(id);
    expect(row.status).toBe(OrderStatus.Active);
    const attempts = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(attempts.find((p) => p.status === 'succeeded')).toMatchObject({
      status: 'succeeded',
      userId: null,
      cardLast4: '4242',
    });
    const [guest] = await t.db.select().from(guests).where(eq(guests.id, row.guestId!));
    expect(guest).toMatchObject({ name: 'Gail Guest', email: 'gail@example.test', phone: '613-555-0100', locale: 'fr' });

    await t.drainJobs();
    const mail = t.lastMailTo('gail@example.test');
    expect(mail?.subject).toBe(`Commande ${row.orderNumber} confirmée`);
    expect(mail?.text).toContain('Bonjour Gail');
    // « Voir la commande » opens the order's tracking page, not the wizard
    expect(mail?.text).toMatch(new RegExp(`/track/${id}\\?hash=[0-9a-f]{64}`));
    expect(mail?.text).toContain('la page de suivi de votre commande');

    // booked: the wizard's calls no longer change it
    expect((await call('PUT', `/guests/orders/cars/${id}${q}`, { cars: [car], start_at: '2026-11-21' })).statusCode).toBe(409);
  });

  const fillContacts = async (id: number, q: string) => {
    const res = await call('PUT', `/guests/orders/contact-details/${id}${q}`, {
      pickup: end('Ana Pickup', 'ana@example.test'),
      destination: end('Ben Drop', 'ben@example.test'),
      release_form: 'no',
    });
    expect(res.statusCode).toBe(200);
  };

  it('refuses to book an order the wizard would not: field errors, the guest and the order unchanged', async () => {
    const { id, hash } = await createGuestOrder();
    const q = `?hash=${hash}`;
    await call('PUT', `/guests/orders/cars/${id}${q}`, { cars: [car], start_at: '2026-11-21' });
    await call('PUT', `/guests/orders/pricing-options/${id}${q}`, { shipping_method: 3 });
    const res = await call('POST', `/guests/orders/checkout/${id}${q}`, {
      ...consents,
      ...guestBuyer,
      card: card('4242424242424242'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ pickup: ['isRequired'], destination: ['isRequired'], release_form: ['isRequired'] });
    const row = await orderRow(id);
    expect(row.status).toBe(OrderStatus.Draft);
    const [guest] = await t.db.select().from(guests).where(eq(guests.id, row.guestId!));
    expect(guest.email).toBeNull();
    expect(await t.db.select().from(payments).where(eq(payments.orderId, id))).toEqual([]);
  });

  it('authenticates a guest card that asks for 3-D Secure, then books on resubmit', async () => {
    const { id, hash } = await createGuestOrder();
    const q = `?hash=${hash}`;
    await call('PUT', `/guests/orders/cars/${id}${q}`, { cars: [car], start_at: '2026-11-21' });
    await call('PUT', `/guests/orders/pricing-options/${id}${q}`, { shipping_method: 3 });
    await fillContacts(id, q);
    const body = { ...consents, ...guestBuyer, card: card('4000002500003155'), idempotency_key: 'guest-3ds-0001' };
    const first = await call('POST', `/guests/orders/checkout/${id}${q}`, body);
    expect(first.json()).toMatchObject({ status: 'requires_action' });
    const { payment_intent_id, client_secret } = first.json() as { payment_intent_id: string; client_secret: string };
    const auth = (h: string) =>
      call('POST', `/guests/payments/sandbox/authenticate/${id}?hash=${h}`, { payment_intent_id, client_secret, succeed: true });
    expect((await auth('0'.repeat(64))).statusCode).toBe(403);
    expect((await auth(hash)).statusCode).toBe(200);
    const paid = await call('POST', `/guests/orders/checkout/${id}${q}`, { ...body, payment_intent_id });
    expect(paid.json()).toMatchObject({ status: 'succeeded', current_step: 6 });
  });

  it('keeps guests out of coupons and saved cards at checkout', async () => {
    const { id, hash } = await createGuestOrder();
    const q = `?hash=${hash}`;
    await call('PUT', `/guests/orders/cars/${id}${q}`, { cars: [car], start_at: '2026-11-21' });
    await call('PUT', `/guests/orders/pricing-options/${id}${q}`, { shipping_method: 3 });
    await fillContacts(id, q);
    const invoice = await call('POST', `/guests/orders/checkout/${id}${q}`, {
      ...consents,
      ...guestBuyer,
      paid_with_card: false,
    });
    expect(invoice.statusCode).toBe(422);
    expect(invoice.json().errors).toHaveProperty('paid_with_card');
    const savedCard = await call('POST', `/guests/orders/checkout/${id}${q}`, {
      ...consents,
      ...guestBuyer,
      card: { card_id: 1 },
    });
    expect(savedCard.statusCode).toBe(422);
    expect((await orderRow(id)).status).toBe(OrderStatus.Draft);
  });
});
