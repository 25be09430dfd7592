import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, type AdminOrderDetail, type AuditList } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { recordAudit } from './audit-records.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('the audit log: who did what to which order, and when', () => {
  let t: TestApp;
  let admin: Session;
  let otherAdmin: Session;
  let dealer: Session;
  let orderId: number;

  const read = async (who: Session, query: string) => {
    const res = await t.app.inject({ url: `/api/admin/audit${query}`, headers: who.headers });
    return { status: res.statusCode, body: res.json() as AuditList };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAs(Role.Admin, { firstName: 'Nadia', lastName: 'Chen' });
    otherAdmin = await t.loginAs(Role.Admin, { email: 'second-admin@routier.test' });
    dealer = await t.loginAs(Role.Dealer);
    const order = await createOrderFactory(t.deps).createOrder(dealer.user, { status: OrderStatus.Active });
    orderId = order.id;
    await t.deps.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorUserId: admin.user.id,
        action: 'order_hold',
        subject: { type: 'order', id: orderId },
        orderId,
        before: { status: OrderStatus.Active },
        after: { status: OrderStatus.Hold },
        comment: 'Waiting for the customer to confirm the keys',
      });
      await recordAudit(tx, {
        actorUserId: otherAdmin.user.id,
        action: 'business_flags',
        subject: { type: 'business', id: dealer.user.businessDetailsId! },
        before: { can_pay_with_invoice: false },
        after: { can_pay_with_invoice: true },
      });
    });
  });
  afterAll(() => t.close());

  it("lists an order's entries with the operator's name, the values before and after, and the comment", async () => {
    const { status, body } = await read(admin, `?order_id=${orderId}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      action: 'order_hold',
      subject_type: 'order',
      subject_id: orderId,
      order_id: orderId,
      actor: { id: admin.user.id, name: 'Nadia Chen' },
      before: { status: OrderStatus.Active },
      after: { status: OrderStatus.Hold },
      comment: 'Waiting for the customer to confirm the keys',
    });
  });

  it("shows the entries on the operator's order page", async () => {
    const res = await t.app.inject({ url: `/api/admin/orders/${orderId}`, headers: admin.headers });
    expect((res.json() as AdminOrderDetail).audit.map((e) => e.action)).toEqual(['order_hold']);
  });

  it('filters by subject and by operator, and refuses a subject type without its id', async () => {
    const bySubject = await read(admin, `?subject_type=business&subject_id=${dealer.user.businessDetailsId}`);
    expect(bySubject.body.data.map((e) => e.action)).toEqual(['business_flags']);
    const byActor = await read(admin, `?actor_id=${otherAdmin.user.id}`);
    expect(byActor.body.data.map((e) => e.actor.id)).toEqual([otherAdmin.user.id]);
    expect((await read(admin, '?subject_type=business')).status).toBe(422);
    expect((await read(admin, '?subject_type=planet&subject_id=1')).status).toBe(422);
  });

  it("lists an account's entries with its business's, a page at a time", async () => {
    const other = await t.loginAs(Role.Dealer);
    await t.deps.db.transaction(async (tx) => {
      for (const [i, actorUserId] of [admin.user.id, otherAdmin.user.id, admin.user.id].entries()) {
        await recordAudit(tx, {
          actorUserId,
          action: i === 1 ? 'user_view_as' : 'user_edit',
          subject: { type: 'user', id: dealer.user.id },
          after: { step: i },
        });
      }
      await recordAudit(tx, { actorUserId: admin.user.id, action: 'user_edit', subject: { type: 'user', id: other.user.id } });
    });
    const all = await read(admin, `?account_id=${dealer.user.id}`);
    expect(all.body.data.map((e) => `${e.subject_type} ${e.action}`)).toEqual([
      'user user_edit',
      'user user_view_as',
      'user user_edit',
      'business business_flags',
    ]);
    expect(all.body.has_more).toBe(false);
    const first = await read(admin, `?account_id=${dealer.user.id}&limit=3`);
    expect(first.body).toMatchObject({ has_more: true });
    expect(first.body.data.map((e) => e.after)).toEqual([{ step: 2 }, { step: 1 }, { step: 0 }]);
    const second = await read(admin, `?account_id=${dealer.user.id}&limit=3&page=2`);
    expect(second.body).toMatchObject({ has_more: false, data: [{ action: 'business_flags' }] });
    expect((await read(admin, `?account_id=${other.user.id}`)).body.data).toHaveLength(1);
    expect((await read(admin, '?account_id=0')).status).toBe(422);
    expect((await read(admin, '?page=0')).status).toBe(422);
  });

  it('is for admins only', async () => {
    expect((await read(dealer, '')).status).toBe(403);
  });
});
