import { DASHBOARD_HISTORY } from './demo-dashboard-history.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import {
  businessDayOf,
  freightTaxes,
  freightTaxLines,
  ORDER_STATUSES,
  type ActiveJobRow,
  type DriverLoad,
  type MyOrderRow,
  type OrderDetail,
  type Paged,
} from '@routier/domain';
import { cars, discounts, orders, payments, users, vehicles } from '../db/schema/index.js';
import { checkMoney } from '../features/reconciliation/reconciliation.service.js';
import { verifyPassword } from '../lib/passwords.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { loadDemoData } from './demo-data.js';
import { vinCheckDigit } from './demo-vins.js';

describe('demo data', () => {
  let t: TestApp;
  let loaded: boolean;
  const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
  const headersOf = async (email: string) => (await t.tokenFor(await userByEmail(email))).headers;

  beforeAll(async () => {
    t = await buildTestApp();
    loaded = await loadDemoData(t.deps);
  });
  afterAll(() => t.close());

  it('loads into an empty database once, and never again', async () => {
    expect(loaded).toBe(true);
    expect(await loadDemoData(t.deps)).toBe(false);
    expect((await t.db.select({ n: count() }).from(users))[0].n).toBe(22); // 13 accounts, 3 team members (demo-team.ts) and 6 sub-accounts (demo-sub-accounts.ts) in other states
  });

  it('creates every demo account, verified, in English, with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await userByEmail(account.email);
      expect(user, account.email).toMatchObject({
        role: account.role,
        locale: 'en',
        active: account.email !== 'pending.dealer@routier.test',
      });
      expect(user.emailVerifiedAt).not.toBeNull();
      expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    expect(await userByEmail('subdealer@routier.test')).toMatchObject({ newUser: false, title: 1 });
    expect(await userByEmail('dispatcher@routier.test')).toMatchObject({ newUser: false });
    expect(await userByEmail('new.dispatcher@routier.test')).toMatchObject({ newUser: true, firstName: null });
    expect(await userByEmail('driver3@routier.test')).toMatchObject({ role: 7, active: true });
  });

  it('gives the dealer a discount and the carrier three trucks', async () => {
    const dealer = await userByEmail('dealer@routier.test');
    const [discount] = await t.db.select().from(discounts).where(eq(discounts.businessDetailsId, dealer.businessDetailsId!));
    expect(discount.discountBp).toBe(1_000);
    const carrier = await userByEmail('carrier@routier.test');
    const trucks = await t.db.select().from(vehicles).where(eq(vehicles.businessDetailsId, carrier.businessDetailsId!));
    const onTheRoad = trucks.filter((v) => v.isActive && v.deletedAt === null);
    expect(onTheRoad.map((v) => v.capacity).sort()).toEqual([1, 8, 8]);
    // the team page shows a truck off the road and a removed one too
    expect(trucks.filter((v) => !v.isActive)).toHaveLength(1);
    expect(trucks.filter((v) => v.deletedAt !== null)).toHaveLength(1);
  });

  it('creates orders in every status, numbered by the sequence, with the taxes of the place of supply and well-formed VINs', async () => {
    const rows = await t.db.select().from(orders).orderBy(asc(orders.id));
    expect(rows).toHaveLength(36 + DASHBOARD_HISTORY.length);
    expect(rows.map((o) => o.orderNumber)).toEqual(rows.map((_, i) => `RT-${100101 + i}`));
    expect([...new Set(rows.map((o) => o.status))].sort((a, b) => a - b)).toEqual([...ORDER_STATUSES].sort((a, b) => a - b));
    for (const o of rows.filter((r) => r.dealerPriceCents !== null)) {
      const taxes = freightTaxes({ origin: o.origin!, destination: o.destination! }, businessDayOf(o.createdAt));
      const lines = freightTaxLines(taxes, o.dealerPriceCents! + o.fuelFeeCents);
      expect(o.taxLines).toEqual(lines);
      expect(o.taxType).toBe(taxes.tax_type);
      expect(o.taxFeeCents).toBe(lines.reduce((sum, l) => sum + l.cents, 0));
      expect(o.dealerPriceTvaCents).toBe(o.dealerPriceCents! + o.fuelFeeCents + o.taxFeeCents);
    }
    const intoQuebec = rows.find(
      (o) => o.origin!.province !== 'QC' && o.destination!.province === 'QC' && o.dealerPriceCents !== null,
    )!;
    expect(intoQuebec.taxLines.map((l) => l.kind)).toEqual(['GST']);
    for (const car of await t.db.select().from(cars)) {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(car.vin![8]).toBe(vinCheckDigit(car.vin!));
    }
  });

  it('records the card payment of every booked order paid by card, and the money report finds nothing wrong', async () => {
    const paidByCard = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.paidWithCard, true), isNotNull(orders.bookedAt)));
    expect(paidByCard.length).toBeGreaterThan(10);
    const recorded = await t.db.select().from(payments).where(eq(payments.status, 'succeeded'));
    expect(recorded.map((p) => p.orderId).sort()).toEqual(paidByCard.map((o) => o.id).sort());
    for (const order of paidByCard)
      expect(recorded.find((p) => p.orderId === order.id)?.amountCents, order.orderNumber).toBe(order.dealerPriceTvaCents);
    const report = await checkMoney(t.deps);
    expect(report.paymentsChecked).toBeGreaterThan(10);
    expect(report.mismatches).toEqual([]);
  });

  it('gives booked orders contacts at both ends, and the dealer saved contacts to search', async () => {
    const headers = await headersOf('dealer@routier.test');
    const list = (await t.app.inject({ method: 'POST', url: '/api/orders/all/2', headers })).json() as Paged<MyOrderRow>;
    const order = (await t.app.inject({ url: `/api/orders/${list.data[0].id}`, headers })).json() as OrderDetail;
    expect(order.contact_details.map((c) => c.type)).toEqual(['pickup', 'destination']);
    const found = await t.app.inject({ method: 'POST', url: '/api/contacts', headers, payload: { keyword: 'trem' } });
    expect(found.json()).toEqual([expect.objectContaining({ name: 'Sophie Tremblay', phone: '416-555-0131' })]);
  });

  it('fills every role home', async () => {
    const post = async (email: string) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/orders/all/1', headers: await headersOf(email) })
      ).json() as Paged<MyOrderRow>;
    // the dashboards' two years of history: the business's, a quarter of them the sub-dealer's
    const bySubDealer = DASHBOARD_HISTORY.filter((o) => o.owner === 'subdealer').length;
    expect((await post('dealer@routier.test')).meta.total).toBe(28 + DASHBOARD_HISTORY.length);
    expect((await post('subdealer@routier.test')).meta.total).toBe(6 + bySubDealer);
    expect((await post('private@routier.test')).meta.total).toBe(8);

    const jobs = (
      await t.app.inject({ url: '/api/orders/active/0', headers: await headersOf('dispatcher@routier.test') })
    ).json() as Paged<ActiveJobRow>;
    expect(jobs.meta.total).toBe(15 + DASHBOARD_HISTORY.length);
    expect(jobs.data.every((j) => j.price !== null)).toBe(true);

    const board = (
      await t.app.inject({ url: '/api/orders/available', headers: await headersOf('carrier@routier.test') })
    ).json() as Paged<{ order_number: string; seen_by_business: boolean; from: { city: string } }>;
    expect(board.data.map((o) => o.from.city).sort()).toEqual(['Calgary', 'Mississauga', 'Ottawa', 'Toronto']);
    expect(board.data.filter((o) => !o.seen_by_business)).toHaveLength(1);
    const unseen = await t.app.inject({ url: '/api/orders/unseen-counter', headers: await headersOf('dispatcher@routier.test') });
    expect(unseen.json()).toEqual({ count: 1 });
    const bids = (
      await t.app.inject({ url: '/api/admin/bids', headers: await headersOf('admin@routier.test') })
    ).json() as Paged<{ status: number }>;
    expect(bids.data.map((b) => b.status)).toEqual([1]);

    const driverLoads = (
      await t.app.inject({ url: '/api/loads/assigned', headers: await headersOf('driver@routier.test') })
    ).json() as Paged<DriverLoad>;
    expect(driverLoads.meta.total).toBe(5);
    expect(driverLoads.data.some((l) => l.progress === 6)).toBe(true);
    expect(driverLoads.data.every((l) => l.vehicle !== null && l.cars.length > 0)).toBe(true);
    const delivered = driverLoads.data.find((l) => l.progress === 6)!;
    expect(delivered.inspections.filter((i) => i.kind === 'delivery')).toHaveLength(delivered.cars.length);
    expect(delivered.delivery).not.toBeNull();
    expect(driverLoads.data.some((l) => l.status === 11)).toBe(true);

    const pending = (
      await t.app.inject({ url: '/api/admin/accounts', headers: await headersOf('admin@routier.test') })
    ).json() as Paged<unknown>;
    expect(pending.meta.total).toBe(1);
  });

  it('shows the dealer’s sub-accounts and the carrier’s dispatchers in every state', async () => {
    type Row = { email: string; status_name: string; deleted_at: string | null; title: number | null; provinces: string[] };
    const rows = async (url: string, email: string) =>
      ((await t.app.inject({ url, headers: await headersOf(email) })).json() as Paged<Row>).data;
    const states = (list: Row[]) => list.map((r) => (r.deleted_at ? 'removed' : r.status_name)).sort();
    const subs = await rows('/api/dealers/view-subdealers', 'dealer@routier.test');
    expect(states(subs)).toEqual(['active', 'email_sent', 'inactive', 'removed']);
    expect(subs.every((r) => r.title !== null)).toBe(true);
    const dispatchers = await rows('/api/transport-companies/view-dispatchers', 'carrier@routier.test');
    expect(states(dispatchers)).toEqual(['active', 'active', 'email_sent', 'inactive', 'removed']);
    expect(dispatchers.find((r) => r.email === 'dispatcher@routier.test')?.provinces).toEqual(['ON', 'QC']);
  });
});
