import { centsToDollars, isCancelledStatus, OrderStatus, type MismatchKind, type ReconciliationReport } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { OrderRow, PaymentRow } from '../../db/schema/index.js';
import type { GatewayCharge } from '../../platform/payments/index.js';
import { orderInvoices } from '../billing/billing.service.js';
import { moneyPayments, STALE_ACTION_MS } from '../checkout/payment-reconciliation.service.js';
import { findSucceededPayment, refundsOfPayments } from '../checkout/payment-refunds.service.js';
import { couponsByIds } from '../coupons/coupons.service.js';
import { findCardOrdersBookedSince, findLiveOrders } from '../orders/orders.service.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;

/** Amounts in cents; the route presents them in dollars. */
export type MoneyMismatch = {
  kind: MismatchKind;
  orderId: number | null;
  couponId: number | null;
  paymentIntentId: string | null;
  expectedCents: number | null;
  actualCents: number | null;
};

export type MoneyContext = {
  deps: Deps;
  now: Date;
  since: Date;
  payments: PaymentRow[];
  charges: GatewayCharge[];
  orders: Map<number, OrderRow>;
  /** per order, what operators refunded (decision 063): the credit notes of its customer invoice */
  credited: Map<number, number>;
  /** the orders booked in the window to be paid by card */
  cardBooked: OrderRow[];
};

/** One rule of the money invariant: what it finds wrong. */
export type MoneyCheck = (ctx: MoneyContext) => Promise<MoneyMismatch[]> | MoneyMismatch[];

const mismatch = (kind: MismatchKind, fields: Partial<Omit<MoneyMismatch, 'kind'>>): MoneyMismatch => ({
  kind,
  orderId: null,
  couponId: null,
  paymentIntentId: null,
  expectedCents: null,
  actualCents: null,
  ...fields,
});

const sumBy = <T>(rows: T[], key: (row: T) => number | null, value: (row: T) => number) => {
  const sums = new Map<number, number>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) sums.set(k, (sums.get(k) ?? 0) + value(row));
  }
  return sums;
};

const succeeded = (ctx: MoneyContext) => ctx.payments.filter((p) => p.status === 'succeeded');

/** Succeeded charges at the gateway (minus refunds) = the succeeded payments recorded for it, per order. */
const gatewayMatchesRecorded: MoneyCheck = (ctx) => {
  const kind = ctx.deps.payments.kind;
  const recorded = ctx.payments.filter((p) => p.provider === kind);
  const known = new Set(recorded.map((p) => p.paymentIntentId).filter(Boolean));
  const found: MoneyMismatch[] = [];
  for (const c of ctx.charges)
    if (!known.has(c.paymentIntentId) && c.amountCents - c.refundedCents > 0)
      found.push(
        mismatch('charge_without_payment', {
          orderId: c.orderId,
          paymentIntentId: c.paymentIntentId,
          expectedCents: 0,
          actualCents: c.amountCents - c.refundedCents,
        }),
      );
  const atGateway = sumBy(
    ctx.charges,
    (c) => c.orderId,
    (c) => c.amountCents - c.refundedCents,
  );
  const inBooks = sumBy(
    recorded.filter((p) => p.status === 'succeeded'),
    (p) => p.orderId,
    (p) => p.amountCents - p.refundedCents,
  );
  for (const orderId of new Set([...atGateway.keys(), ...inBooks.keys()])) {
    const gateway = atGateway.get(orderId) ?? 0;
    const books = inBooks.get(orderId) ?? 0;
    if (gateway !== books) found.push(mismatch('gateway_differs', { orderId, expectedCents: books, actualCents: gateway }));
  }
  return found;
};

const UNBOOKED: readonly number[] = [OrderStatus.Draft, OrderStatus.AutoDispatchPending, OrderStatus.Quotes];

/**
 * One succeeded payment per booked order, of the order's total and of its customer invoice's. An operator's
 * refunds are the invoice's credit notes (decision 063): the payment's charge is still the invoice's total, and
 * what it kept is that total less them. A customer's cancellation gave part of it back (decision 054): what is
 * kept, the charge less every refund, is the dry-run invoice's fee (or less, when an operator had refunded more
 * before the cancellation).
 */
const recordedMatchesOrder: MoneyCheck = async (ctx) => {
  const found: MoneyMismatch[] = [];
  const byOrder = new Map<number, PaymentRow[]>();
  for (const p of succeeded(ctx)) byOrder.set(p.orderId, [...(byOrder.get(p.orderId) ?? []), p]);
  for (const [orderId, paid] of byOrder) {
    const total = paid.reduce((sum, p) => sum + p.amountCents, 0);
    if (paid.length > 1) found.push(mismatch('paid_twice', { orderId, expectedCents: paid[0].amountCents, actualCents: total }));
    const order = ctx.orders.get(orderId);
    if (!order || UNBOOKED.includes(order.status)) {
      found.push(mismatch('paid_not_booked', { orderId, expectedCents: 0, actualCents: total }));
      continue;
    }
    const refunded = paid.reduce((sum, p) => sum + p.refundedCents, 0);
    const credited = ctx.credited.get(orderId) ?? 0;
    if (credited > refunded || credited > total)
      found.push(mismatch('invoice_differs', { orderId, expectedCents: total - credited, actualCents: total - refunded }));
    if (refunded - credited > 0) {
      const kept = total - refunded;
      const dryRun = (await orderInvoices(ctx.deps, orderId)).find((i) => i.kind === 'customer' && i.isDryRun);
      // no dry-run invoice: nothing was kept (an operator's cancellation that gave everything back)
      const expected = Math.min(dryRun?.totalCents ?? 0, total - credited);
      if (!isCancelledStatus(order.status) || expected !== kept)
        found.push(mismatch('invoice_differs', { orderId, expectedCents: expected, actualCents: kept }));
      continue;
    }
    if (order.dealerPriceTvaCents !== total)
      found.push(mismatch('order_total_differs', { orderId, expectedCents: order.dealerPriceTvaCents, actualCents: total }));
    const invoice = (await orderInvoices(ctx.deps, orderId)).find((i) => i.kind === 'customer' && !i.isDryRun);
    if (invoice && invoice.totalCents - credited !== total - refunded)
      found.push(
        mismatch('invoice_differs', { orderId, expectedCents: invoice.totalCents - credited, actualCents: total - refunded }),
      );
  }
  return found;
};

/** A coupon pays one order at most, and is marked used on the order it paid. */
const couponsUsedOnce: MoneyCheck = async (ctx) => {
  const found: MoneyMismatch[] = [];
  const withCoupon = succeeded(ctx).filter((p) => p.couponId !== null);
  const uses = sumBy(
    withCoupon,
    (p) => p.couponId,
    () => 1,
  );
  for (const [couponId, n] of uses) if (n > 1) found.push(mismatch('coupon_used_twice', { couponId }));
  const coupons = new Map((await couponsByIds(ctx.deps, [...uses.keys()])).map((c) => [c.id, c]));
  for (const p of withCoupon) {
    const order = ctx.orders.get(p.orderId);
    if (coupons.get(p.couponId!)?.orderId !== p.orderId || (order && order.couponId !== p.couponId))
      found.push(mismatch('coupon_order_differs', { orderId: p.orderId, couponId: p.couponId }));
  }
  return found;
};

/** Attempts the reconciliation job should have settled long ago (it runs every ten minutes). */
const attemptsSettled: MoneyCheck = (ctx) =>
  ctx.payments
    .filter(
      (p) =>
        (p.status === 'pending' || p.status === 'requires_action') &&
        p.updatedAt.getTime() < ctx.now.getTime() - 2 * STALE_ACTION_MS,
    )
    .map((p) =>
      mismatch('attempt_unsettled', { orderId: p.orderId, paymentIntentId: p.paymentIntentId, actualCents: p.amountCents }),
    );

/**
 * Every order booked by card in the window has its succeeded payment (a refund, even a whole one, keeps it
 * succeeded). One paid before the window is looked up before it is reported.
 */
const cardOrdersPaid: MoneyCheck = async (ctx) => {
  const paid = new Set(succeeded(ctx).map((p) => p.orderId));
  const found: MoneyMismatch[] = [];
  for (const order of ctx.cardBooked) {
    if (paid.has(order.id) || UNBOOKED.includes(order.status)) continue;
    if (await findSucceededPayment(ctx.deps, order.id)) continue;
    found.push(mismatch('booked_unpaid', { orderId: order.id, expectedCents: order.dealerPriceTvaCents, actualCents: 0 }));
  }
  return found;
};

/**
 * The money invariant, rule by rule. Carrier pay (every statement line backed by an approved amount) is a
 * rule of the billing feature: it joins this list as one more `MoneyCheck`.
 */
export const MONEY_CHECKS: MoneyCheck[] = [
  gatewayMatchesRecorded,
  recordedMatchesOrder,
  couponsUsedOnce,
  attemptsSettled,
  cardOrdersPaid,
];

/** The window the report compares: the gateway is asked for its charges since then. */
export const RECONCILIATION_DAYS = 90;

/** Every mismatch between the gateway, the recorded payments, the orders, their invoices and the coupons. */
export const checkMoney = async (deps: Deps) => {
  const now = deps.clock();
  const since = new Date(now.getTime() - RECONCILIATION_DAYS * 86_400_000);
  const payments = (await moneyPayments(deps)).filter((p) => p.createdAt >= since);
  const charges = await deps.payments.charges(since);
  const orderIds = [
    ...new Set([...payments.map((p) => p.orderId), ...charges.map((c) => c.orderId).filter((id): id is number => id !== null)]),
  ];
  const cardBooked = await findCardOrdersBookedSince(deps, since);
  const cardBookedIds = new Set(cardBooked.map((o) => o.id));
  const others = await findLiveOrders(
    deps,
    orderIds.filter((id) => !cardBookedIds.has(id)),
  );
  const orders = new Map([...cardBooked, ...others].map((o) => [o.id, o]));
  const credited = new Map<number, number>();
  for (const r of await refundsOfPayments(
    deps,
    payments.map((p) => p.id),
  ))
    credited.set(r.orderId, (credited.get(r.orderId) ?? 0) + r.amountCents);
  const ctx: MoneyContext = { deps, now, since, payments, charges, orders, credited, cardBooked };
  const mismatches: MoneyMismatch[] = [];
  for (const check of MONEY_CHECKS) mismatches.push(...(await check(ctx)));
  return {
    now,
    since,
    ordersChecked: new Set([...orderIds, ...cardBookedIds]).size,
    paymentsChecked: payments.length,
    mismatches,
    orders,
  };
};

/** GET /admin/reconciliation: the report in dollars, with order numbers. */
export const reconciliationReport = async (deps: Deps): Promise<ReconciliationReport> => {
  const found = await checkMoney(deps);
  const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
  return {
    checked_at: found.now.toISOString(),
    since: found.since.toISOString(),
    orders_checked: found.ordersChecked,
    payments_checked: found.paymentsChecked,
    gateway: deps.payments.kind,
    mismatches: found.mismatches.map((m) => ({
      kind: m.kind,
      order_id: m.orderId,
      order_number: m.orderId === null ? null : (found.orders.get(m.orderId)?.orderNumber ?? null),
      coupon_id: m.couponId,
      payment_intent_id: m.paymentIntentId,
      expected: dollars(m.expectedCents),
      actual: dollars(m.actualCents),
    })),
  };
};
