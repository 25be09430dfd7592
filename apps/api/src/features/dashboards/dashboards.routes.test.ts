import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  Role,
  ShippingMethod,
  type DealerDashboard,
  type TransportCompanyDashboard,
  type TransportCompanyStats,
} from '@routier/domain';
import { ratings } from '../../db/schema/index.js';
import { patchOrder } from '../orders/orders.service.js';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

// the test clock: 2026-11-21, so ranges run from 2026-01 to 2026-11
describe('the dashboards', () => {
  let t: TestApp;
  let dealer: Session;
  let subDealer: Session;
  let otherDealer: Session;
  let carrier: Session;
  let otherCarrier: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const post = async <T>(url: string, who: Session, payload: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url, headers: who.headers, payload });
    return { status: res.statusCode, body: res.json() as T };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    const { createOrder } = factory;
    /** an order reached through the lifecycle, then dated and priced as the case needs */
    const order = async (owner: Session['user'], status: OrderStatus, values: Parameters<typeof patchOrder>[2]) => {
      const o = await createOrder(owner, { status, shippingMethod: ShippingMethod.HaulAway });
      return patchOrder(t.deps, o, values);
    };

    dealer = await t.loginAs(Role.Dealer);
    subDealer = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId, parentId: dealer.user.id });
    otherDealer = await t.loginAs(Role.Dealer);
    const d = dealer.user;
    // March–April 2026: a delivered haul away ($1,000 + $50 fuel + $136.50 tax) and the sub-dealer's flatbed in progress
    await order(d, OrderStatus.Completed, {
      bookedAt: at('2026-03-10'),
      completedAt: at('2026-04-02'),
      dealerPriceCents: 100_000,
      fuelFeeCents: 5_000,
      taxFeeCents: 13_650,
    });
    await order(subDealer.user, OrderStatus.InProgress, {
      bookedAt: at('2026-04-15'),
      shippingMethod: ShippingMethod.Flatbed,
      dealerPriceCents: 50_000,
    });
    // January–February (the previous period): two drive aways, still waiting for their carrier
    await order(d, OrderStatus.Active, {
      bookedAt: at('2026-02-01'),
      shippingMethod: ShippingMethod.DriveAway,
      dealerPriceCents: 20_000,
    });
    await order(d, OrderStatus.Active, {
      bookedAt: at('2026-01-20'),
      shippingMethod: ShippingMethod.DriveAway,
      dealerPriceCents: 30_000,
    });
    // waiting for a quote; cancelled and refunded (never spend); last March (the chart's last year)
    await order(d, OrderStatus.Quotes, { dealerPriceCents: null });
    await order(d, OrderStatus.CancelledRefunded, { bookedAt: at('2026-03-01'), dealerPriceCents: 99_900 });
    await order(d, OrderStatus.CompletedConfirmed, {
      bookedAt: at('2025-03-05'),
      completedAt: at('2025-03-20'),
      dealerPriceCents: 80_000,
    });
    // another dealer's order in the same months
    await order(otherDealer.user, OrderStatus.Completed, {
      bookedAt: at('2026-03-10'),
      completedAt: at('2026-03-12'),
      dealerPriceCents: 500_000,
    });

    carrier = await t.loginAs(Role.TransportCompany);
    otherCarrier = await t.loginAs(Role.TransportCompany);
    const held = { carrierBusinessId: carrier.user.businessDetailsId };
    // the jobs are a private customer's: no dealer's figures move
    const c = await t.createUser(Role.PrivateUser);
    // March: an enclosed job of two cars, delivered a day late
    const late = await order(c, OrderStatus.Completed, {
      ...held,
      isEnclosed: true,
      carsAmount: 2,
      acceptedByTcAt: at('2026-03-01'),
      completedAt: at('2026-03-05'),
      dueDate: '2026-03-04',
      deliveredOnTime: false,
      initialTcPriceCents: 85_000,
    });
    // April: a drive away delivered on time
    const onTime = await order(c, OrderStatus.CompletedConfirmed, {
      ...held,
      shippingMethod: ShippingMethod.DriveAway,
      acceptedByTcAt: at('2026-04-06'),
      completedAt: at('2026-04-10'),
      dueDate: '2026-04-15',
      deliveredOnTime: true,
      initialTcPriceCents: 40_000,
    });
    // in progress and overdue since April; delayed but due in December
    await order(c, OrderStatus.InProgress, { ...held, dueDate: '2026-04-20', initialTcPriceCents: 10_000 });
    await order(c, OrderStatus.Delayed, { ...held, dueDate: '2026-12-01', initialTcPriceCents: 10_000 });
    // January (the previous period): on time
    await order(c, OrderStatus.Completed, {
      ...held,
      completedAt: at('2026-01-15'),
      dueDate: '2026-01-20',
      initialTcPriceCents: 30_000,
    });
    // another company's job
    await order(c, OrderStatus.Completed, {
      carrierBusinessId: otherCarrier.user.businessDetailsId,
      completedAt: at('2026-03-10'),
      initialTcPriceCents: 999_900,
    });
    const rate = (orderId: number, rating: number, createdAt: Date, businessDetailsId = carrier.user.businessDetailsId!) =>
      t.db.insert(ratings).values({ orderId, businessDetailsId, rating, createdAt });
    await rate(late.id, 4, at('2026-03-20'));
    await rate(onTime.id, 5, at('2026-04-01'));
    const old = await order(c, OrderStatus.Completed, { ...held, completedAt: at('2025-06-01'), initialTcPriceCents: 1 });
    await rate(old.id, 1, at('2025-06-02'));
  });
  afterAll(() => t.close());

  it("sums the dealer's and his sub-dealers' orders of the months asked, against the months before", async () => {
    const { status, body } = await post<DealerDashboard>('/api/dashboard/dealer', dealer, {
      start_date: '2026-03',
      end_date: '2026/04/30',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      range: { start_date: '2026-03', end_date: '2026-04' },
      previous_range: { start_date: '2026-01', end_date: '2026-02' },
      total_spend: 1686.5,
      cancellation_fees: 0,
      refunded: 0,
      orders_completed: 1,
      orders_by_type: { drive_away: 0, flatbed: 1, haul_away: 1 },
      orders_in_progress: 3,
      awaiting_quotes: 1,
      delta: {
        total_spend: { previous: 500, change: 1186.5, percent: 237.3 },
        orders_completed: { previous: 0, change: 1, percent: null },
        drive_away: { previous: 2, change: -2, percent: -100 },
        flatbed: { previous: 0, change: 1, percent: null },
        haul_away: { previous: 0, change: 1, percent: null },
      },
      chart: [
        { interval: '2026-03', current_year: 1186.5, last_year: 800 },
        { interval: '2026-04', current_year: 500, last_year: 0 },
      ],
    });
  });

  it("shows a sub-dealer his own orders' figures, not his dealer's", async () => {
    const { status, body } = await post<DealerDashboard>('/api/dashboard/dealer', subDealer, {
      start_date: '2026-03',
      end_date: '2026-04',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      total_spend: 500,
      orders_completed: 0,
      orders_by_type: { drive_away: 0, flatbed: 1, haul_away: 0 },
      orders_in_progress: 1,
    });
  });

  it('opens on this year to date', async () => {
    const { body } = await post<DealerDashboard>('/api/dashboard/dealer', dealer);
    expect(body.range).toEqual({ start_date: '2026-01', end_date: '2026-11' });
    expect(body.total_spend).toBe(2186.5);
    expect(body.chart).toHaveLength(11);
    expect(body.previous_range).toEqual({ start_date: '2025-02', end_date: '2025-12' });
  });

  it("never shows a dealer another's orders", async () => {
    const { body } = await post<DealerDashboard>('/api/dashboard/dealer', otherDealer, {
      start_date: '2026-03',
      end_date: '2026-04',
    });
    expect(body.total_spend).toBe(5000);
    expect(body.orders_completed).toBe(1);
    expect(body.orders_in_progress).toBe(0);
  });

  it("counts a transport company's own jobs: revenue, late jobs and its rating", async () => {
    const { status, body } = await post<TransportCompanyDashboard>('/api/dashboard/transport-company', carrier, {
      start_date: '2026-03',
      end_date: '2026-04',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      range: { start_date: '2026-03', end_date: '2026-04' },
      previous_range: { start_date: '2026-01', end_date: '2026-02' },
      net_revenue: 1250,
      orders_completed: 2,
      orders_in_progress: 2,
      late_orders: 2,
      orders_cancelled: 0,
      rating_average: 4.5,
      total_reviews: 2,
      delta: {
        net_revenue: { previous: 300, change: 950, percent: 316.7 },
        orders_completed: { previous: 1, change: 1, percent: 100 },
        late_orders: { previous: 0, change: 2, percent: null },
        orders_cancelled: { previous: 0, change: 0, percent: null },
      },
      chart: [
        { interval: '2026-03', current_year: 850, last_year: 0 },
        { interval: '2026-04', current_year: 400, last_year: 0 },
      ],
    });
  });

  it('counts a job its customer cancelled after the company took it as cancelled, not in progress or late', async () => {
    const customer = await t.loginAs(Role.Dealer);
    const booked = new Date(t.deps.clock().getTime() - 3_600_000);
    const job = await factory.createOrder(customer.user, {
      status: OrderStatus.Active,
      carrierBusinessId: carrier.user.businessDetailsId,
      acceptedByTcAt: booked,
      dueDate: '2026-11-20',
      dealerPriceCents: 50_000,
      dealerPriceTvaCents: 56_500,
    });
    await patchOrder(t.deps, job, { bookedAt: booked });
    const cancel = await t.app.inject({ method: 'GET', url: `/api/orders/cancel/${job.id}`, headers: customer.headers });
    expect(cancel.statusCode).toBe(200);

    const november = { start_date: '2026-11', end_date: '2026-11' };
    const { body } = await post<TransportCompanyDashboard>('/api/dashboard/transport-company', carrier, november);
    expect(body).toMatchObject({
      orders_cancelled: 1,
      orders_in_progress: 2,
      late_orders: 0,
      delta: { orders_cancelled: { previous: 0, change: 1, percent: null } },
    });
    const other = await post<TransportCompanyDashboard>('/api/dashboard/transport-company', otherCarrier, november);
    expect(other.body).toMatchObject({ orders_cancelled: 0 });
  });

  it('gives the extra statistics of the jobs completed in the months', async () => {
    const { status, body } = await post<TransportCompanyStats>('/api/dashboard/transport-company/stats', carrier, {
      start_date: '2026-03',
      end_date: '2026-04',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      range: { start_date: '2026-03', end_date: '2026-04' },
      jobs_by_method: { drive_away: 1, flatbed: 0, haul_away: 0, enclosed: 1 },
      cars_delivered: 3,
      on_time_percent: 50,
      average_days_to_deliver: 4,
      average_revenue_per_job: 625,
    });
  });

  it("shows another company none of this company's jobs", async () => {
    const { body } = await post<TransportCompanyDashboard>('/api/dashboard/transport-company', otherCarrier, {
      start_date: '2026-03',
      end_date: '2026-04',
    });
    expect(body).toMatchObject({
      net_revenue: 9999,
      orders_completed: 1,
      late_orders: 0,
      rating_average: null,
      total_reviews: 0,
    });
  });

  it('refuses months before January or past the current month, and a start after the end (422)', async () => {
    const early = await post<{ errors: Record<string, string[]> }>('/api/dashboard/dealer', dealer, { start_date: '2025-12' });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ start_date: ['outOfRange'] });
    const late = await post<{ errors: Record<string, string[]> }>('/api/dashboard/transport-company', carrier, {
      start_date: '2026-01',
      end_date: '2026-12',
    });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ end_date: ['outOfRange'] });
    const reversed = await post<{ errors: Record<string, string[]> }>('/api/dashboard/transport-company/stats', carrier, {
      start_date: '2026-05',
      end_date: '2026-04',
    });
    expect(reversed.body.errors).toEqual({ end_date: ['outOfRange'] });
    const garbled = await post('/api/dashboard/dealer', dealer, { start_date: 'spring' });
    expect(garbled.status).toBe(422);
  });

  it('counts months on Toronto’s clock: an order booked and delivered at 22:00 in Ontario on April 30 is April’s', async () => {
    const evening = await t.loginAs(Role.Dealer);
    const o = await factory.createOrder(evening.user, {
      status: OrderStatus.Completed,
      shippingMethod: ShippingMethod.DriveAway,
    });
    // 02:00 UTC on May 1 is 22:00 (EDT) on April 30 in Toronto
    await patchOrder(t.deps, o, {
      bookedAt: new Date('2026-05-01T02:00:00Z'),
      completedAt: new Date('2026-05-01T02:30:00Z'),
      dealerPriceCents: 40_000,
      fuelFeeCents: 0,
      taxFeeCents: 0,
    });
    const april = await post<DealerDashboard>('/api/dashboard/dealer', evening, { start_date: '2026-04', end_date: '2026-04' });
    expect(april.status).toBe(200);
    expect(april.body).toMatchObject({
      total_spend: 400,
      orders_completed: 1,
      chart: [{ interval: '2026-04', current_year: 400 }],
    });
    const may = await post<DealerDashboard>('/api/dashboard/dealer', evening, { start_date: '2026-05', end_date: '2026-05' });
    expect(may.body).toMatchObject({ total_spend: 0, orders_completed: 0 });
  });

  it('answers each dashboard to its role only (403)', async () => {
    expect((await post('/api/dashboard/dealer', carrier)).status).toBe(403);
    expect((await post('/api/dashboard/transport-company', dealer)).status).toBe(403);
    expect((await post('/api/dashboard/transport-company/stats', subDealer)).status).toBe(403);
    const dispatcher = await t.loginAs(Role.Dispatcher, { businessDetailsId: carrier.user.businessDetailsId });
    expect((await post('/api/dashboard/transport-company', dispatcher)).status).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: '/api/dashboard/dealer', headers: csrfHeaders, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
