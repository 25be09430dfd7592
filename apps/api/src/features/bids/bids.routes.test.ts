import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type AdminBidRow, type Paged } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { findLiveOrder, patchOrder } from '../orders/orders.service.js';
import { addRatings } from '../reviews/rating-summary.service.js';
import { companyBids } from './bids.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('bids', () => {
  let t: TestApp;
  let carrier: Session;
  let rival: Session;
  let admin: Session;
  let createOrder: ReturnType<typeof createOrderFactory>['createOrder'];
  let customer: Awaited<ReturnType<TestApp['createUser']>>;

  const bid = (who: Session, orderId: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/bids/${orderId}`, headers: who.headers, payload });
  const offer = async (values: Parameters<typeof createOrder>[1] = {}) =>
    (
      await createOrder(customer, {
        status: 3,
        shippingMethod: 3,
        initialTcPriceCents: 60_000,
        fuelFeeCents: 1_500,
        dueDate: '2026-12-01',
        ...values,
      })
    ).id;
  const adminList = async (query = '') =>
    (await t.app.inject({ url: `/api/admin/bids${query}`, headers: admin.headers })).json() as Paged<AdminBidRow>;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ createOrder } = createOrderFactory(t.deps));
    carrier = await t.loginAs(Role.TransportCompany);
    rival = await t.loginAs(Role.TransportCompany, { locale: 'fr' });
    admin = await t.loginAs(Role.Admin);
    customer = await t.createUser(Role.Dealer);
  });
  afterAll(() => t.close());

  describe('placing a bid (POST /bids/{id})', () => {
    it('takes a "$" amount and a YYYY/MM/DD ETA, once per company while pending', async () => {
      const id = await offer();
      const res = await bid(carrier, id, { amount: '$1,050.50', eta: '2026/11/28' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'bid.placed', bid: { amount: 1050.5, eta: '2026-11-28', status: 1 } });
      const again = await bid(carrier, id, { amount: 900, eta: '2026.11.29' });
      expect(again.statusCode).toBe(409);
      expect(await companyBids(t.deps, carrier.user.businessDetailsId ?? 0, id)).toHaveLength(1);
      expect((await bid(rival, id, { amount: 900, eta: '2026-11-29' })).statusCode).toBe(200);
    });

    it('answers 422 with field errors for a missing or bad amount and an ETA before yesterday, writing nothing', async () => {
      const id = await offer();
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        [{}, { amount: ['isRequired'], eta: ['isRequired'] }],
        [{ amount: -1, eta: '2026/11/25' }, { amount: ['outOfRange'] }],
        [{ amount: 'ten', eta: '2026/11/25' }, { amount: ['invalidValue'] }],
        [{ amount: 10, eta: '2026/11/19' }, { eta: ['startDateTooEarly'] }],
        [{ amount: 10, eta: '25/11/2026' }, { eta: ['invalidDate'] }],
      ];
      for (const [payload, errors] of cases) {
        const res = await bid(carrier, id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(res.json().errors).toEqual(errors);
      }
      expect(await companyBids(t.deps, carrier.user.businessDetailsId ?? 0, id)).toEqual([]);
    });

    it('refuses offers not open to the company (404) and expired insurance (403)', async () => {
      const far = await t.loginAs(Role.TransportCompany, {
        businessDetailsId: (await t.createBusiness(5, { provinces: ['BC'] })).id,
      });
      expect((await bid(far, await offer(), { amount: 10, eta: '2026/11/25' })).statusCode).toBe(404);
      expect((await bid(carrier, await offer({ status: 4 }), { amount: 10, eta: '2026/11/25' })).statusCode).toBe(404);
      const late = await t.loginAs(Role.TransportCompany, {
        businessDetailsId: (await t.createBusiness(5, { expiryDate: '2026-01-01' })).id,
      });
      const res = await bid(late, await offer(), { amount: 10, eta: '2026/11/25' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('account.insurance_expired');
    });

    it('answers 403 to customers', async () => {
      expect((await bid(await t.loginAs(Role.Dealer), await offer(), { amount: 10, eta: '2026/11/25' })).statusCode).toBe(403);
    });
  });

  describe('the admin decides', () => {
    it('lists bids pending first, with the order and the company', async () => {
      const list = await adminList();
      expect(list.data.length).toBeGreaterThan(0);
      expect(list.data[0]).toMatchObject({
        status: 1,
        order: { order_number: expect.stringMatching(/^RT-/) },
        company: { name: expect.any(String) },
      });
      expect(list.data.every((b, i) => i === 0 || list.data[i - 1].status <= b.status)).toBe(true);
    });

    it('gives each bid its facts: pay before and after fuel against the offer on the same basis, margin, rating, on-time rate, insurance', async () => {
      const company = await t.createBusiness(5, { name: 'Facts Haulage', expiryDate: '2027-01-31' });
      const hauler = await t.loginAs(Role.TransportCompany, { businessDetailsId: company.id });
      // two jobs delivered: one on its due date, one two days late; rated 5 and 4
      const done = async (due: string, completed: string) => {
        const o = await createOrder(customer, { status: 5 });
        return patchOrder(t.deps, o, {
          carrierBusinessId: company.id,
          dueDate: due,
          completedAt: new Date(`${completed}T15:00:00Z`),
        });
      };
      const onTime = await done('2026-10-10', '2026-10-10');
      const late = await done('2026-10-10', '2026-10-12');
      await addRatings(t.deps, [
        { orderId: onTime.id, businessDetailsId: company.id, rating: 5, createdAt: new Date('2026-10-11T00:00:00Z') },
        { orderId: late.id, businessDetailsId: company.id, rating: 4, createdAt: new Date('2026-10-13T00:00:00Z') },
      ]);
      // the case: the offer pays $875.50 + $30.90 fuel = $906.40; a $900 bid pays $930.90
      const id = await offer({ initialTcPriceCents: 87_550, fuelFeeCents: 3_090, dealerPriceCents: 120_000 });
      const placed = (await bid(hauler, id, { amount: 900, eta: '2026/11/28' })).json().bid.id as number;
      const facts = {
        customer_price: 1200,
        fuel_fee: 30.9,
        carrier_pay: { before_fuel: 900, after_fuel: 930.9 },
        offer_pay: { before_fuel: 875.5, after_fuel: 906.4 },
        versus_offer: { compared: 'above', difference: 24.5 },
        margin: { amount: 300, percent: 25 },
        rating: { average: 4.5, count: 2 },
        on_time: { on_time: 1, delivered: 2, percent: 50 },
        insurance: { state: 'valid', days_left: expect.any(Number) },
      };
      const row = (await adminList('?status=1&order_by=created_at&order_direction=desc')).data.find((b) => b.id === placed);
      expect(row?.facts).toEqual(facts);
      const one = await t.app.inject({ url: `/api/admin/bids/${placed}`, headers: admin.headers });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ id: placed, company: { name: 'Facts Haulage' }, facts });
      expect((await t.app.inject({ url: '/api/admin/bids/999999', headers: admin.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/admin/bids/${placed}`, headers: hauler.headers })).statusCode).toBe(403);
    });

    it('accepting gives the job to the company at the bid amount, declines the other bids and emails everyone', async () => {
      const id = await offer();
      const mine = (await bid(carrier, id, { amount: '$700', eta: '2026/11/27' })).json().bid.id as number;
      const theirs = (await bid(rival, id, { amount: 650, eta: '2026/11/27' })).json().bid.id as number;
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/bids/${mine}/accept`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      const order = await findLiveOrder(t.deps, id);
      expect(order).toMatchObject({
        carrierBusinessId: carrier.user.businessDetailsId,
        initialTcPriceCents: 70_000,
        carrierPriceCents: 71_500,
      });
      const rows = (await adminList('?status=3')).data.map((b) => b.id);
      expect(rows).toContain(theirs);
      await t.drainJobs();
      expect(t.lastMailTo(carrier.user.email)?.subject).toContain('was accepted');
      expect(t.lastMailTo(rival.user.email)?.subject).toContain('n’a pas été retenue');
      expect(t.lastMailTo(customer.email)?.subject).toContain('A carrier was assigned');
      const jobs = await t.app.inject({ url: '/api/orders/active/0', headers: carrier.headers });
      expect(jobs.json().data.find((o: { id: number }) => o.id === id)).toMatchObject({ price: 715 });
      const twice = await t.app.inject({ method: 'POST', url: `/api/admin/bids/${theirs}/accept`, headers: admin.headers });
      expect(twice.statusCode).toBe(409);
    });

    it('an accepted bid on an offer someone already took answers 409 and changes nothing', async () => {
      const id = await offer();
      const pending = (await bid(carrier, id, { amount: 500, eta: '2026/11/27' })).json().bid.id as number;
      expect((await t.app.inject({ url: `/api/orders/accept/${id}`, headers: rival.headers })).statusCode).toBe(200);
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/bids/${pending}/accept`, headers: admin.headers });
      expect(res.statusCode).toBe(409);
      expect((await findLiveOrder(t.deps, id))?.carrierBusinessId).toBe(rival.user.businessDetailsId);
      expect((await companyBids(t.deps, carrier.user.businessDetailsId ?? 0, id))[0].status).toBe(1);
    });

    it('declining tells the bidder; a decided bid cannot be declined again', async () => {
      const id = await offer();
      const mine = (await bid(carrier, id, { amount: 500, eta: '2026/11/27' })).json().bid.id as number;
      const url = `/api/admin/bids/${mine}/decline`;
      expect((await t.app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(409);
      expect((await bid(carrier, id, { amount: 480, eta: '2026/11/27' })).statusCode).toBe(200);
    });

    it('is for admins only', async () => {
      for (const role of [Role.Accountant, Role.TransportCompany, Role.Dealer]) {
        const who = await t.loginAs(role);
        expect((await t.app.inject({ url: '/api/admin/bids', headers: who.headers })).statusCode).toBe(403);
      }
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/admin/bids/999999/accept', headers: admin.headers })).statusCode,
      ).toBe(404);
    });
  });
});
