import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  formatCents,
  OrderStatus,
  Role,
  type AdminOrderMoney,
  type AuditEntry,
  type MoneyPayment,
  type Paged,
} from '@routier/domain';
import { fuelFeeClaims, orders, payments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { expectMoneyInvariant } from '../../test/money-invariant.js';
import { createOrderFactory } from '../../test/order-factory.js';
import { payByCard, pricedDraft } from '../../test/card-checkout.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

/** Issue 19 §2, §3, §8: the operator refunds through the gateway; the accountant reads the payments. */
describe("the operator's money", () => {
  let t: TestApp;
  let admin: Session;
  let accountant: Session;
  let customer: Session;
  let carrier: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const refund = (who: Session, paymentId: number, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/admin/payments/${paymentId}/refunds`, headers: who.headers, payload: body });
  const auditOf = async (type: string, id: number) =>
    (await t.app.inject({ url: `/api/admin/audit?subject_type=${type}&subject_id=${id}`, headers: admin.headers })).json()
      .data as AuditEntry[];
  const paymentOf = async (orderId: number) => (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0];
  const gatewayOf = async (orderId: number) => (await t.deps.payments.charges(new Date(0))).find((c) => c.orderId === orderId);

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    admin = await t.loginAs(Role.Admin);
    accountant = await t.loginAs(Role.Accountant);
    customer = await t.loginAs(Role.PrivateUser, { locale: 'fr' });
    carrier = await t.loginAs(Role.TransportCompany);
  });
  afterAll(() => t.close());

  /** A private customer's order priced and paid by card through checkout: booked, charged at the sandbox gateway. */
  const paidOrder = async () => {
    const order = await pricedDraft(t, factory, customer);
    await payByCard(t, customer, order.id, `checkout-money-${order.id}`);
    await t.drainJobs(); // the booking e-mail
    const row = (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0];
    return { order: row, payment: await paymentOf(order.id) };
  };

  it('refunds part of a payment through the gateway once, audited, told to the customer in French, shown to the accountant', async () => {
    const { order, payment } = await paidOrder();
    const charged = payment.amountCents;
    const body = { amount_cents: 2_500, reason: 'Late pickup, goodwill', idempotency_key: `refund-${order.id}-a` };

    // refused: an accountant may read, not refund; more than remains; nothing; no reason. None changes anything.
    expect((await refund(accountant, payment.id, body)).statusCode).toBe(403);
    const above = await refund(admin, payment.id, { ...body, amount_cents: charged + 1 });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors).toHaveProperty('amount_cents');
    const zero = await refund(admin, payment.id, { ...body, amount_cents: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toHaveProperty('amount_cents');
    const noReason = await refund(admin, payment.id, { ...body, reason: '' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty('reason');
    expect((await refund(admin, 999_999, body)).statusCode).toBe(404);
    expect((await paymentOf(order.id)).refundedCents).toBe(0);
    expect(await auditOf('payment', payment.id)).toEqual([]);

    const made = await refund(admin, payment.id, body);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ payment_id: payment.id, order_id: order.id, amount: 25, status: 'pending' });
    // a retry after a timeout answers the same refund, and refunds nothing more
    const retried = await refund(admin, payment.id, body);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().id).toBe(made.json().id);
    expect((await paymentOf(order.id)).refundedCents).toBe(2_500);

    const [entry] = await auditOf('payment', payment.id);
    expect(entry).toMatchObject({
      action: 'payment_refund',
      order_id: order.id,
      actor: { id: admin.user.id },
      before: { refunded: 0 },
      after: { refunded: 25, amount: 25 },
      comment: 'Late pickup, goodwill',
    });
    expect(await auditOf('payment', payment.id)).toHaveLength(1);

    // the job makes it at the gateway, once, and tells the customer in her language
    await t.drainJobs();
    await t.drainJobs();
    expect(await gatewayOf(order.id)).toMatchObject({ amountCents: charged, refundedCents: 2_500 });
    const mail = t.lastMailTo(customer.user.email);
    expect(mail?.subject).toBe(`Remboursement sur la commande ${order.orderNumber}`);
    expect(mail?.text).toContain(`Nous avons remboursé ${formatCents(2_500, 'fr')}`);
    expect(mail?.text).toContain('Late pickup, goodwill');

    // the order's money and the accountant's payments show it; charges − refunds = payments − refunds
    const money = (
      await t.app.inject({ url: `/api/admin/orders/${order.id}/money`, headers: admin.headers })
    ).json() as AdminOrderMoney;
    expect(money.payments).toEqual([
      expect.objectContaining({
        id: payment.id,
        amount: charged / 100,
        refunded: 25,
        refundable: (charged - 2_500) / 100,
        refunds: [expect.objectContaining({ amount: 25, status: 'refunded', reason: 'Late pickup, goodwill' })],
      }),
    ]);
    const list = await t.app.inject({ url: `/api/admin/payments?keyword=${order.orderNumber}`, headers: accountant.headers });
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as Paged<MoneyPayment>).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ order_number: order.orderNumber, refunded: 25, refunds: [{ amount: 25 }] });
    const sorted = await t.app.inject({
      url: '/api/admin/payments?order_by=refunded&order_direction=desc',
      headers: accountant.headers,
    });
    expect((sorted.json() as Paged<MoneyPayment>).data[0].refunded).toBeGreaterThanOrEqual(25);
    expect((await t.app.inject({ url: '/api/admin/payments?order_by=nope', headers: accountant.headers })).statusCode).toBe(422);
    await expectMoneyInvariant(t.deps);

    // a later cancellation gives back the charge less the fee less what was refunded already
    expect((await t.app.inject({ url: `/api/orders/cancel/${order.id}`, headers: customer.headers })).statusCode).toBe(200);
    await t.drainJobs();
    await expectMoneyInvariant(t.deps);
    const after = await paymentOf(order.id);
    const cancelled = (await t.app.inject({ url: `/api/admin/orders/${order.id}/money`, headers: admin.headers })).json();
    const dryRun = (cancelled as AdminOrderMoney).invoices.find((i) => i.is_dry_run)!;
    expect(charged - after.refundedCents).toBe(Math.round(dryRun.total * 100));
    // and a cancelled order takes no operator's refund
    const late = await refund(admin, payment.id, { ...body, amount_cents: 100, idempotency_key: `refund-${order.id}-late` });
    expect(late.statusCode).toBe(409);
  });

  it('two parallel refunds of the whole amount: one is made, the other refused, the money still adds up', async () => {
    const { order, payment } = await paidOrder();
    const whole = (key: string) =>
      refund(admin, payment.id, { amount_cents: payment.amountCents, reason: 'Order never served', idempotency_key: key });
    const answers = await Promise.all([whole(`whole-${order.id}-1`), whole(`whole-${order.id}-2`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await paymentOf(order.id)).refundedCents).toBe(payment.amountCents);
    expect(await auditOf('payment', payment.id)).toHaveLength(1);
    await t.drainJobs();
    expect(await gatewayOf(order.id)).toMatchObject({ refundedCents: payment.amountCents });
    await expectMoneyInvariant(t.deps);
  });

  it("approves and refuses fuel-fee claims from the order's money, each audited; a second decision writes none", async () => {
    const order = await factory.createOrder(customer.user, {
      status: OrderStatus.InProgress,
      carrierBusinessId: carrier.user.businessDetailsId,
      fuelFeeCents: 2_000,
      dealerPriceTvaCents: 50_000,
    });
    const claim = async (amountCents: number) =>
      (
        await t.db
          .insert(fuelFeeClaims)
          .values({
            orderId: order.id,
            loadId: (await factory.createLoad(order.id, { status: 12, progress: 4, carIds: [] })).id,
            carrierBusinessId: carrier.user.businessDetailsId,
            amountCents,
            orderFuelFeeCents: 2_000,
            status: 'pending',
            createdAt: t.deps.clock(),
          })
          .returning()
      )[0];
    const [a, b] = [await claim(3_000), await claim(4_000)];
    const money = (
      await t.app.inject({ url: `/api/admin/orders/${order.id}/money`, headers: admin.headers })
    ).json() as AdminOrderMoney;
    expect(money.fuel_claims.map((c) => [c.id, c.status])).toEqual([
      [a.id, 'pending'],
      [b.id, 'pending'],
    ]);
    const decide = (id: number, action: 'approve' | 'refuse', payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/fuel-fee-claims/${id}/${action}`, headers: admin.headers, payload });
    expect((await decide(a.id, 'approve', {})).statusCode).toBe(200);
    expect((await decide(b.id, 'refuse', { reason: 'Receipt unreadable' })).statusCode).toBe(200);
    expect((await decide(a.id, 'refuse', { reason: 'Changed my mind' })).statusCode).toBe(409);
    expect(await auditOf('fuel_claim', a.id)).toEqual([
      expect.objectContaining({
        action: 'fuel_claim_approve',
        order_id: order.id,
        actor: expect.objectContaining({ id: admin.user.id }),
        before: { status: 'pending', amount: 30 },
        after: { status: 'approved' },
      }),
    ]);
    expect(await auditOf('fuel_claim', b.id)).toEqual([
      expect.objectContaining({
        action: 'fuel_claim_refuse',
        before: { status: 'pending', amount: 40 },
        after: { status: 'refused' },
        comment: 'Receipt unreadable',
      }),
    ]);
    expect((await t.app.inject({ url: `/api/admin/orders/${order.id}/money`, headers: accountant.headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: `/api/admin/orders/${order.id}/money`, headers: customer.headers })).statusCode).toBe(403);
  });
});
