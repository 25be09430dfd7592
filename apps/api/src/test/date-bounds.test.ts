import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role } from '@routier/domain';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { createOrderFactory } from './order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

/** Dates far outside the shared bounds (2000–2100) answer 422 on the field, never 500. */
describe('dates are bounded everywhere they come in', () => {
  let t: TestApp;
  let carrier: Session;
  let dealer: Session;
  let accountant: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    carrier = await t.loginAs(Role.TransportCompany);
    dealer = await t.loginAs(Role.Dealer);
    accountant = await t.loginAs(Role.Accountant);
  });
  afterAll(() => t.close());

  const post = (who: Session, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, payload });

  it('POST /dashboard/transport-company/ratings with end date 9999-12-31 answers 422, not 500', async () => {
    const res = await post(carrier, '/api/dashboard/transport-company/ratings', {
      start_date: '2026-01-01',
      end_date: '9999-12-31',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ end_date: ['outOfRange'] });
    const early = await post(carrier, '/api/dashboard/transport-company/ratings', { start_date: '0001-01-01' });
    expect(early.statusCode).toBe(422);
  });

  it('dashboards, bids, the invoice export and the start date refuse far years with field errors', async () => {
    const months = await post(dealer, '/api/dashboard/dealer', { start_date: '2026-01', end_date: '9999-12' });
    expect(months.statusCode).toBe(422);
    expect(months.json().errors).toEqual({ end_date: ['outOfRange'] });
    const factory = createOrderFactory(t.deps);
    const offer = await factory.createOrder(dealer.user, {
      status: OrderStatus.Active,
      shippingMethod: 3,
      initialTcPriceCents: 60_000,
    });
    const bid = await post(carrier, `/api/bids/${offer.id}`, { amount: 500, eta: '9999/12/31' });
    expect(bid.statusCode).toBe(422);
    expect(bid.json().errors).toHaveProperty('eta');
    const csv = await t.app.inject({
      url: '/api/admin/invoices/export.csv?from=2026-01-01&to=9999-12-31',
      headers: accountant.headers,
    });
    expect(csv.statusCode).toBe(422);
    expect(csv.json().errors).toHaveProperty('to');
    const draft = await factory.createOrder(dealer.user, { currentStep: 2 });
    const cars = await post(dealer, `/api/cars/batch-edit/${draft.id}`, {
      cars: [{ vin: '1HGCM82633A004352', type: 1, make: 'Honda', model: 'Accord', year: 2022 }],
      start_at: '9999/12/31',
    });
    expect(cars.statusCode).toBe(422);
    expect(cars.json().errors).toEqual({ start_at: ['invalidDate'] });
  });
});
