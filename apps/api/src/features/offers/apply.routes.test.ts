import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { findLiveOrder } from '../orders/orders.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('Apply (GET /orders/accept/{id})', () => {
  let t: TestApp;
  let carrier: Session;
  let rival: Session;
  let customerEmail: string;
  let createOrder: ReturnType<typeof createOrderFactory>['createOrder'];
  let customer: Awaited<ReturnType<TestApp['createUser']>>;

  const apply = (who: Session, id: number) => t.app.inject({ url: `/api/orders/accept/${id}`, headers: who.headers });
  const offer = async (values: Parameters<typeof createOrder>[1] = {}) =>
    (await createOrder(customer, { status: 3, shippingMethod: 3, initialTcPriceCents: 60_000, dueDate: '2026-12-01', ...values }))
      .id;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ createOrder } = createOrderFactory(t.deps));
    carrier = await t.loginAs(Role.TransportCompany);
    rival = await t.loginAs(Role.TransportCompany);
    customer = await t.createUser(Role.Dealer, { locale: 'fr' });
    customerEmail = customer.email;
  });
  afterAll(() => t.close());

  it("assigns the job to the caller's company at once and emails the customer in his language", async () => {
    const id = await offer();
    const res = await apply(carrier, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'offer.accepted', id });
    const order = await findLiveOrder(t.deps, id);
    expect(order).toMatchObject({ carrierBusinessId: carrier.user.businessDetailsId, status: 3 });
    expect(order?.acceptedByTcAt?.toISOString()).toBe('2026-11-21T15:00:00.000Z');
    await t.drainJobs();
    expect(t.lastMailTo(customerEmail)?.subject).toContain('Un transporteur a pris la commande');
    const board = await t.app.inject({ url: '/api/orders/available', headers: rival.headers });
    expect(board.json().data.map((o: { id: number }) => o.id)).not.toContain(id);
    const jobs = await t.app.inject({ url: '/api/orders/active/0', headers: carrier.headers });
    expect(jobs.json().data.map((o: { id: number }) => o.id)).toContain(id);
  });

  it('lets exactly one of two companies applying at once win; the other gets 409', async () => {
    const id = await offer();
    const [a, b] = await Promise.all([apply(carrier, id), apply(rival, id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe('offer.taken');
    const winner = a.statusCode === 200 ? carrier : rival;
    expect((await findLiveOrder(t.deps, id))?.carrierBusinessId).toBe(winner.user.businessDetailsId);
  });

  it('answers 404 for an offer not open to the company, and for orders that are not offers', async () => {
    const elsewhere = await t.createBusiness(5, { provinces: ['BC'] });
    const far = await t.loginAs(Role.TransportCompany, { businessDetailsId: elsewhere.id });
    expect((await apply(far, await offer())).statusCode).toBe(404);
    for (const status of [1, 4, 10] as const) expect((await apply(carrier, await offer({ status }))).statusCode).toBe(404);
    expect((await apply(carrier, 999_999)).statusCode).toBe(404);
  });

  it('refuses a company whose insurance expired, with the spec message', async () => {
    const expired = await t.createBusiness(5, { expiryDate: '2026-11-20' });
    const late = await t.loginAs(Role.TransportCompany, { businessDetailsId: expired.id });
    const id = await offer();
    const res = await apply(late, id);
    expect(res.statusCode).toBe(403);
    // the web words the reason (errors: account.insurance_expired): submit the insurance certificate information
    expect(res.json()).toMatchObject({ message: 'account.insurance_expired', errors: { insurance: ['insuranceExpired'] } });
    expect((await findLiveOrder(t.deps, id))?.carrierBusinessId).toBeNull();
    const valid = await t.createBusiness(5, { expiryDate: '2026-11-21' });
    expect((await apply(await t.loginAs(Role.TransportCompany, { businessDetailsId: valid.id }), id)).statusCode).toBe(200);
  });

  it('answers 403 to customers and a bad id with 422', async () => {
    const id = await offer();
    expect((await apply(await t.loginAs(Role.Dealer), id)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/orders/accept/abc', headers: carrier.headers })).statusCode).toBe(422);
  });
});
