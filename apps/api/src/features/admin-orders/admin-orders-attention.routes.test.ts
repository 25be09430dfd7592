import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderStatus,
  Role,
  TaskStatus,
  type AdminIssueReports,
  type AdminOrderDetail,
  type AdminOrderRow,
  type Paged,
} from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('the orders that need an operator: unread chat, a driver who has not accepted, reports until resolved', () => {
  let t: TestApp;
  let admin: Session;
  let dealer: Session;
  let carrier: Session;
  let driver: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const send = (who: Session, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.headers, payload });
  const reasons = async (orderId: number) =>
    ((await send(admin, 'GET', `/api/admin/orders/${orderId}`)).json() as AdminOrderDetail).attention;
  const needing = async () =>
    ((await send(admin, 'GET', '/api/admin/orders?attention=1&per_page=100')).json() as Paged<AdminOrderRow>).data.map(
      (r) => r.id,
    );
  const hoursAgo = (h: number) => new Date(t.deps.clock().getTime() - h * 3_600_000);
  /** A job its carrier holds, booked for next month and due after it: nothing else makes it need attention. */
  const job = () =>
    factory.createOrder(dealer.user, {
      status: OrderStatus.Active,
      shippingMethod: 3,
      carrierBusinessId: carrier.user.businessDetailsId,
      acceptedByTcAt: hoursAgo(48),
      startAt: '2026-12-20',
      dueDate: '2026-12-24',
    });

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    admin = await t.loginAs(Role.Admin);
    dealer = await t.loginAs(Role.Dealer);
    carrier = await t.loginAs(Role.TransportCompany);
    driver = await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id });
  });
  afterAll(() => t.close());

  it("flags a customer's or carrier's message until an operator opens the thread; an operator's own does not count", async () => {
    const order = await job();
    expect(await reasons(order.id)).toEqual([]);
    expect(
      (await send(admin, 'POST', `/api/order-logs/${order.id}?thread=customer`, { comment: 'Hello from the team' })).statusCode,
    ).toBe(200);
    expect(await reasons(order.id)).toEqual([]);
    expect((await send(carrier, 'POST', `/api/order-logs/${order.id}`, { comment: 'Which gate do we use?' })).statusCode).toBe(
      200,
    );
    expect(await reasons(order.id)).toEqual(['unread_chat']);
    expect(await needing()).toContain(order.id);
    // opening the customer's thread leaves the carrier's message unread
    expect((await send(admin, 'POST', `/api/order-logs/${order.id}/read?thread=customer`)).json()).toEqual({ read: 0 });
    expect(await reasons(order.id)).toEqual(['unread_chat']);
    expect((await send(admin, 'POST', `/api/order-logs/${order.id}/read?thread=carrier`)).json()).toEqual({ read: 1 });
    expect(await reasons(order.id)).toEqual([]);
    expect(await needing()).not.toContain(order.id);
    // an operator's answer in the thread reads it too
    await send(carrier, 'POST', `/api/order-logs/${order.id}`, { comment: 'And the gate code?' });
    expect(await reasons(order.id)).toEqual(['unread_chat']);
    await send(admin, 'POST', `/api/order-logs/${order.id}?thread=carrier`, { comment: 'Code 4321.' });
    expect(await reasons(order.id)).toEqual([]);
    // only operators mark threads read
    expect((await send(carrier, 'POST', `/api/order-logs/${order.id}/read`)).statusCode).toBe(403);
    expect((await send(admin, 'POST', '/api/order-logs/999999/read')).statusCode).toBe(404);
  });

  it('flags a load assigned more than 24 hours ago its driver has not accepted, not a newer one nor an accepted one', async () => {
    const old = await job();
    await factory.createLoad(old.id, { driverUserId: driver.user.id, status: TaskStatus.Assigned, createdAt: hoursAgo(25) });
    const recent = await job();
    await factory.createLoad(recent.id, { driverUserId: driver.user.id, status: TaskStatus.Assigned, createdAt: hoursAgo(23) });
    const accepted = await job();
    await factory.createLoad(accepted.id, { driverUserId: driver.user.id, status: TaskStatus.Accepted, createdAt: hoursAgo(30) });
    expect(await reasons(old.id)).toEqual(['driver_not_accepted']);
    expect(await reasons(recent.id)).toEqual([]);
    expect(await reasons(accepted.id)).toEqual([]);
    const ids = await needing();
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(recent.id);
  });

  it('lists the reports; the operator resolves one with a note: it leaves needs attention, the carrier sees it, audited once', async () => {
    const order = await job();
    const reported = await send(carrier, 'POST', `/api/cars/report-issue/${order.cars[0].id}`, {
      type: 'pickup_problem',
      reason: 'missing_keys',
    });
    expect(reported.statusCode).toBe(200);
    expect(await reasons(order.id)).toContain('report');
    const reports = (await send(admin, 'GET', `/api/admin/orders/${order.id}/reports`)).json() as AdminIssueReports;
    expect(reports.data).toEqual([
      expect.objectContaining({
        type: 'pickup_problem',
        reason: 'missing_keys',
        car_id: order.cars[0].id,
        resolved_at: null,
        resolution_note: null,
      }),
    ]);
    const id = reports.data[0].id;
    expect((await send(carrier, 'POST', `/api/admin/issue-reports/${id}/resolve`, {})).statusCode).toBe(403);
    const tooLong = await send(admin, 'POST', `/api/admin/issue-reports/${id}/resolve`, { note: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ errors: { note: ['tooLong'] } });

    const note = 'The keys were found at the front desk.';
    const res = await send(admin, 'POST', `/api/admin/issue-reports/${id}/resolve`, { note });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'report.resolved', id });
    expect(await reasons(order.id)).not.toContain('report');
    const after = (await send(admin, 'GET', `/api/admin/orders/${order.id}/reports`)).json() as AdminIssueReports;
    expect(after.data[0]).toMatchObject({ resolution_note: note, resolved_at: expect.any(String) });
    const again = await send(admin, 'POST', `/api/admin/issue-reports/${id}/resolve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'report.already_resolved' });
    const detail = (await send(admin, 'GET', `/api/admin/orders/${order.id}`)).json() as AdminOrderDetail;
    expect(detail.audit).toEqual([
      expect.objectContaining({
        action: 'report_resolve',
        subject_type: 'issue_report',
        subject_id: id,
        before: { type: 'pickup_problem', resolved: false },
        after: { type: 'pickup_problem', resolved: true },
        comment: note,
      }),
    ]);
    const carrierLog = (await send(carrier, 'GET', `/api/order-logs/${order.id}`)).json().data as {
      event: { type: string; params: Record<string, string> } | null;
    }[];
    expect(carrierLog.at(-1)!.event).toEqual({ type: 'report_resolved', params: { type: 'pickup_problem', note } });
    expect((await send(admin, 'POST', '/api/admin/issue-reports/999999/resolve', {})).statusCode).toBe(404);
  });

  it('two operators resolve one report at once: one wins, one audit entry', async () => {
    const order = await job();
    await send(carrier, 'POST', `/api/orders/report-issue/${order.id}`, {
      type: 'other',
      reason: 'other',
      other_reason: 'Gate closed',
    });
    const [report] = ((await send(admin, 'GET', `/api/admin/orders/${order.id}/reports`)).json() as AdminIssueReports).data;
    const results = await Promise.all([
      send(admin, 'POST', `/api/admin/issue-reports/${report.id}/resolve`, {}),
      send(admin, 'POST', `/api/admin/issue-reports/${report.id}/resolve`, { note: 'Opened' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const detail = (await send(admin, 'GET', `/api/admin/orders/${order.id}`)).json() as AdminOrderDetail;
    expect(detail.audit.filter((a) => a.action === 'report_resolve')).toHaveLength(1);
  });
});
