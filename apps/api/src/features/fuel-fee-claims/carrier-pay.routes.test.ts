import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  Role,
  type AdminFuelFeeClaimRow,
  type DriverLoad,
  type NotificationList,
  type Paged,
} from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { formBody, inspectionParts, PDF, type FormPart } from '../../test/load-forms.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { orderInvoices } from '../billing/billing.service.js';
import { findOrderRow } from '../orders/order-delivery.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

/**
 * Issue 15 §5: a driver completed a late load with `delivered_at` backdated and `fuel_fee=10000` backed by
 * any PDF, and the statement paid it all with an on-time bonus. Carrier pay follows what happened.
 */
describe('carrier pay follows what happened', () => {
  let t: TestApp;
  let carrier: Session;
  let driver: Session;
  let otherCarrier: Session;
  let otherDriver: Session;
  let admin: Session;
  let customer: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const call = (
    who: Session,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    body?: { payload: Buffer; headers: Record<string, string> },
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...who.headers, ...csrfHeaders, ...(body?.headers ?? {}) },
      ...(body ? { payload: body.payload } : {}),
    });
  const json = (body: unknown) => ({
    payload: Buffer.from(JSON.stringify(body)),
    headers: { 'content-type': 'application/json' },
  });
  const complete = (who: Session, loadId: number, parts: FormPart[]) =>
    call(
      who,
      'POST',
      `/loads/mark-as-completed/${loadId}`,
      formBody([{ name: 'files[]', file: 'bol.pdf', bytes: PDF }, ...parts]),
    );
  const fuelClaim = (amount: string): FormPart[] => [
    { name: 'fuel_fee', value: amount },
    { name: 'fuel_fee_file', file: 'anything.pdf', bytes: PDF },
  ];

  /** A job held by the carrier with one load in transport (picked up now) and inspected at delivery. */
  const jobInTransport = async (dueDate: string) => {
    const { createOrder, createLoad } = factory;
    const order = await createOrder(customer.user, {
      status: OrderStatus.Active,
      dueDate,
      carrierBusinessId: carrier.user.businessDetailsId,
      initialTcPriceCents: 100_000,
      performanceBonusCents: 5_000,
      fuelFeeCents: 2_500,
      cars: [{ vin: '2T3P1RFVXPW210548', make: 'Toyota', model: 'RAV4', year: 2023 }],
    });
    const carId = order.cars[0].id;
    const load = await createLoad(order.id, { driverUserId: driver.user.id, status: 12, progress: 4, carIds: [carId] });
    expect((await call(driver, 'PUT', `/loads/status/${load.id}`, json({ from: 4 }))).statusCode).toBe(200);
    expect(
      (await call(driver, 'POST', `/inspections/${load.id}`, formBody(await inspectionParts(carId, 'delivery')))).statusCode,
    ).toBe(201);
    return { orderId: order.id, loadId: load.id };
  };
  const statementOf = async (orderId: number) => (await orderInvoices(t.deps, orderId)).find((i) => i.kind === 'carrier');
  const adminClaims = async () => {
    const res = await call(admin, 'GET', '/admin/fuel-fee-claims?status=all');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Paged<AdminFuelFeeClaimRow>>().data;
  };
  const told = async (who: Session, orderId: number) =>
    (await call(who, 'GET', '/users/notifications')).json<NotificationList>().data.filter((n) => n.order_id === orderId);

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    otherCarrier = await t.loginAs(Role.TransportCompany);
    driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id });
    otherDriver = await t.loginAs(Role.Driver, {
      businessDetailsId: otherCarrier.user.businessDetailsId,
      parentId: otherCarrier.user.id,
    });
    admin = await t.loginAs(Role.Admin);
    customer = await t.loginAs(Role.Dealer);
  });
  afterAll(() => t.close());

  describe('a late load, backdated, with a fuel fee of $10,000 on any PDF', () => {
    let orderId: number;
    let loadId: number;
    let claim: AdminFuelFeeClaimRow;

    beforeAll(async () => {
      t.setNow(new Date('2026-11-21T15:00:00Z'));
      ({ orderId, loadId } = await jobInTransport('2026-11-20'));
    });

    it('refuses a delivered date before the pickup or in the future, changing nothing', async () => {
      const backdated = await complete(driver, loadId, [{ name: 'delivered_at', value: '2026/11/19' }, ...fuelClaim('10000')]);
      expect(backdated.statusCode).toBe(422);
      expect(backdated.json().errors).toEqual({ delivered_at: ['deliveredBeforePickup'] });
      const future = await complete(driver, loadId, [{ name: 'delivered_at', value: '2026/11/22' }]);
      expect(future.statusCode).toBe(422);
      expect(future.json().errors).toEqual({ delivered_at: ['dateInFuture'] });
      expect((await findOrderRow(t.deps, orderId))?.status).toBe(OrderStatus.InProgress);
      expect((await call(carrier, 'GET', `/orders/${orderId}/fuel-fee-claims`)).json().data).toEqual([]);
    });

    it('lets no other carrier or driver deliver the load or claim on it', async () => {
      expect((await complete(otherCarrier, loadId, fuelClaim('10000'))).statusCode).toBe(404);
      expect((await complete(otherDriver, loadId, fuelClaim('10000'))).statusCode).toBe(404);
      expect((await call(otherCarrier, 'GET', `/orders/${orderId}/fuel-fee-claims`)).statusCode).toBe(404);
      expect((await call(customer, 'GET', `/orders/${orderId}/fuel-fee-claims`)).statusCode).toBe(403);
    });

    it('delivers late: no bonus, the stated date kept, the claim pending, the statement at the order fuel fee', async () => {
      const res = await complete(driver, loadId, [{ name: 'delivered_at', value: '2026/11/21' }, ...fuelClaim('10000')]);
      expect(res.statusCode).toBe(200);
      expect(res.json<DriverLoad>().delivery).toEqual({ delivered_at: '2026-11-21', delivered_on_time: false, fuel_fee: 10000 });
      const order = await findOrderRow(t.deps, orderId);
      expect(order).toMatchObject({ status: OrderStatus.Completed, deliveredOnTime: false, fuelFeeCents: 2_500 });
      expect(await statementOf(orderId)).toMatchObject({
        subtotalCents: 100_000,
        fuelFeeCents: 2_500,
        bonusCents: 0,
        totalCents: 102_500,
        adjustmentCents: 0,
      });
      const mine = (await call(carrier, 'GET', `/orders/${orderId}/fuel-fee-claims`)).json().data;
      expect(mine).toMatchObject([{ load_id: loadId, amount: 10000, order_fuel_fee: 25, status: 'pending', automatic: false }]);
      expect((await told(admin, orderId)).map((n) => [n.type, n.title, n.opens])).toContainEqual([
        'fuel_fee_claimed',
        `Fuel fee of $10,000.00 claimed on order ${order?.orderNumber}`,
        'fuel-claims',
      ]);
      // and by e-mail, with the delivery's transaction
      await t.drainJobs();
      const mail = t.lastMailTo(admin.user.email);
      expect(mail?.subject).toBe(`Order ${order?.orderNumber}: fuel fee claimed`);
      expect(mail?.text).toContain('/admin/requests?tab=fuel-claims');
    });

    it('shows the admin the claim with its receipt behind a signed link', async () => {
      claim = (await adminClaims()).find((c) => c.order_id === orderId)!;
      expect(claim).toMatchObject({ status: 'pending', amount: 10000, adjustment: null, receipt: { file_name: 'anything.pdf' } });
      const receipt = await t.app.inject({ url: claim.receipt!.url.replace('http://routier.test', '') });
      expect(receipt.statusCode).toBe(200);
      expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('lets only admins decide', async () => {
      for (const who of [carrier, driver, customer, await t.loginAs(Role.Accountant)]) {
        expect((await call(who, 'GET', '/admin/fuel-fee-claims')).statusCode).toBe(403);
        expect((await call(who, 'PUT', `/admin/fuel-fee-claims/${claim.id}/approve`, json({}))).statusCode).toBe(403);
      }
      expect((await call(admin, 'PUT', '/admin/fuel-fee-claims/999999/approve', json({}))).statusCode).toBe(404);
      const noReason = await call(admin, 'PUT', `/admin/fuel-fee-claims/${claim.id}/refuse`, json({ reason: '' }));
      expect(noReason.statusCode).toBe(422);
      expect(noReason.json().errors).toMatchObject({ reason: ['isRequired'] });
      expect((await statementOf(orderId))?.adjustmentCents).toBe(0);
    });

    it('on approval adds the amount above the paid fuel fee to the issued statement as an adjustment', async () => {
      const res = await call(admin, 'PUT', `/admin/fuel-fee-claims/${claim.id}/approve`, json({ reason: 'Receipt checked' }));
      expect(res.statusCode).toBe(200);
      const statement = await statementOf(orderId);
      expect(res.json()).toMatchObject({
        status: 'approved',
        adjustment: 9975,
        statement_number: statement?.invoiceNumber,
        decided_by_name: expect.any(String),
      });
      expect(statement).toMatchObject({ fuelFeeCents: 2_500, totalCents: 102_500, adjustmentCents: 997_500 });
      const listed = (await call(admin, 'GET', '/invoices/transport-companies')).json().data;
      expect(listed.find((r: { order_id: number }) => r.order_id === orderId)).toMatchObject({
        adjustment: 9975,
        amount: 102_500 / 100 + 9975,
      });
      expect(
        (await call(admin, 'PUT', `/admin/fuel-fee-claims/${claim.id}/refuse`, json({ reason: 'Changed my mind' }))).statusCode,
      ).toBe(409);
      expect((await told(carrier, orderId)).map((n) => n.type)).toContain('fuel_fee_claim_decided');
    });
  });

  it('refuses a claim: the statement keeps the order fuel fee and nothing is added', async () => {
    t.setNow(new Date('2026-11-21T15:00:00Z'));
    const { orderId, loadId } = await jobInTransport('2026-11-25');
    expect((await complete(driver, loadId, fuelClaim('800'))).statusCode).toBe(200);
    const before = await statementOf(orderId);
    // delivered before the due date: on time, the bonus is earned
    expect(before).toMatchObject({ fuelFeeCents: 2_500, bonusCents: 5_000, totalCents: 107_500, adjustmentCents: 0 });
    const claim = (await adminClaims()).find((c) => c.order_id === orderId)!;
    const res = await call(
      admin,
      'PUT',
      `/admin/fuel-fee-claims/${claim.id}/refuse`,
      json({ reason: 'The receipt is a blank page' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refused', reason: 'The receipt is a blank page', adjustment: null });
    expect(await statementOf(orderId)).toEqual(before);
    const mine = (await call(carrier, 'GET', `/orders/${orderId}/fuel-fee-claims`)).json().data;
    expect(mine).toMatchObject([{ status: 'refused', reason: 'The receipt is a blank page' }]);
  });

  it('decides a claim once when admins click at the same time: one adjustment, the others 409', async () => {
    t.setNow(new Date('2026-11-21T15:00:00Z'));
    const { orderId, loadId } = await jobInTransport('2026-11-25');
    expect((await complete(driver, loadId, fuelClaim('125'))).statusCode).toBe(200);
    const claim = (await adminClaims()).find((c) => c.order_id === orderId)!;
    const otherAdmin = await t.loginAs(Role.Admin);
    const answers = await Promise.all([
      call(admin, 'PUT', `/admin/fuel-fee-claims/${claim.id}/approve`, json({})),
      call(otherAdmin, 'PUT', `/admin/fuel-fee-claims/${claim.id}/approve`, json({})),
      call(otherAdmin, 'PUT', `/admin/fuel-fee-claims/${claim.id}/refuse`, json({ reason: 'Duplicate receipt' })),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const statement = await statementOf(orderId);
    const decided = answers.find((r) => r.statusCode === 200)!.json<AdminFuelFeeClaimRow>();
    expect(statement?.adjustmentCents).toBe(decided.status === 'approved' ? 12_500 - 2_500 : 0);
  });

  it('approves by the rule a fuel fee within what the customer paid', async () => {
    t.setNow(new Date('2026-11-21T15:00:00Z'));
    const { orderId, loadId } = await jobInTransport('2026-11-25');
    expect((await complete(driver, loadId, fuelClaim('20'))).statusCode).toBe(200);
    expect((await call(carrier, 'GET', `/orders/${orderId}/fuel-fee-claims`)).json().data).toMatchObject([
      { amount: 20, status: 'approved', automatic: true },
    ]);
    expect(await statementOf(orderId)).toMatchObject({ fuelFeeCents: 2_500, adjustmentCents: 0 });
  });

  describe("on time is the server's delivery day in the business time zone", () => {
    it('counts a delivery at 23:30 UTC on the due date as on time in Ontario', async () => {
      t.setNow(new Date('2026-11-21T15:00:00Z'));
      const { orderId, loadId } = await jobInTransport('2026-11-21');
      t.setNow(new Date('2026-11-21T23:30:00Z'));
      expect((await complete(driver, loadId, [])).json<DriverLoad>().delivery?.delivered_on_time).toBe(true);
      expect(await statementOf(orderId)).toMatchObject({ bonusCents: 5_000 });
    });

    it('counts a delivery at 20:00 in Ontario on the due date (01:00 UTC the next day) as on time', async () => {
      t.setNow(new Date('2026-11-21T15:00:00Z'));
      const { orderId, loadId } = await jobInTransport('2026-11-21');
      t.setNow(new Date('2026-11-22T01:00:00Z'));
      const res = await complete(driver, loadId, [{ name: 'delivered_at', value: '2026/11/21' }]);
      expect(res.statusCode).toBe(200);
      expect(res.json<DriverLoad>().delivery?.delivered_on_time).toBe(true);
      expect((await findOrderRow(t.deps, orderId))?.deliveredOnTime).toBe(true);
      expect(await statementOf(orderId)).toMatchObject({ bonusCents: 5_000 });
    });

    it('keeps a load in transport at 20:00 in Ontario on its due date on time, and dates its delivery that day by default', async () => {
      t.setNow(new Date('2026-11-21T15:00:00Z'));
      const { orderId, loadId } = await jobInTransport('2026-11-21');
      t.setNow(new Date('2026-11-22T01:00:00Z'));
      const before = await call(driver, 'GET', `/loads/assigned/${loadId}`);
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json<DriverLoad>().is_late).toBe(false);
      const res = await complete(driver, loadId, []);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<DriverLoad>().delivery).toMatchObject({ delivered_at: '2026-11-21', delivered_on_time: true });
      expect(await statementOf(orderId)).toMatchObject({ bonusCents: 5_000 });
    });

    it('counts a delivery the next morning in Ontario as late, whatever date the driver states', async () => {
      t.setNow(new Date('2026-11-21T15:00:00Z'));
      const { orderId, loadId } = await jobInTransport('2026-11-21');
      t.setNow(new Date('2026-11-22T14:00:00Z'));
      const res = await complete(driver, loadId, [{ name: 'delivered_at', value: '2026/11/21' }]);
      expect(res.json<DriverLoad>().delivery).toMatchObject({ delivered_at: '2026-11-21', delivered_on_time: false });
      expect(await statementOf(orderId)).toMatchObject({ bonusCents: 0 });
    });
  });
});
