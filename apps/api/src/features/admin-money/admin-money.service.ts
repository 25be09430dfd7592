import {
  centsToDollars,
  type AdminOrderMoney,
  type AdminPaymentsQuery,
  type MoneyPayment,
  type Paged,
  type PaymentRefund,
  type PaymentRefundInput,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { PaymentRefundRow, PaymentRow, UserRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { orderInvoices } from '../billing/billing.service.js';
import {
  moneyPaymentsPage,
  orderPayments,
  PAYMENT_SORTS,
  PAYMENT_TIE,
  refundPayment,
  refundsOfPayments,
} from '../checkout/payment-refunds.service.js';
import { orderAdminClaims } from '../fuel-fee-claims/fuel-fee-claims.service.js';
import { findLiveOrder, findLiveOrders, orderIdsByNumber } from '../orders/orders.service.js';
import { findUserNames } from '../users/user-records.service.js';
import { presentMoneyInvoice, presentPayment, presentRefund } from './admin-money.presenter.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'jobs'>;

const fullName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/** The refunds of some payments, presented with who asked for each, keyed by payment. */
const refundsByPayment = async (deps: Pick<Deps, 'db'>, payments: PaymentRow[]) => {
  const rows = await refundsOfPayments(
    deps,
    payments.map((p) => p.id),
  );
  const names = await findUserNames(deps, [...new Set(rows.flatMap((r) => (r.requestedBy === null ? [] : [r.requestedBy])))]);
  const nameOf = new Map(names.map((n) => [n.id, fullName(n)]));
  const byPayment = new Map<number, PaymentRefund[]>();
  for (const r of rows)
    byPayment.set(r.paymentId, [
      ...(byPayment.get(r.paymentId) ?? []),
      presentRefund(r, r.requestedBy === null ? null : (nameOf.get(r.requestedBy) ?? null)),
    ]);
  return byPayment;
};

/** POST /admin/payments/{id}/refunds: the refund, and whether this call made it (201) or repeated it (200). */
export const refundOfPayment = async (deps: Deps, admin: UserRow, paymentId: number, input: PaymentRefundInput) => {
  const { refund, replayed } = await refundPayment(deps, admin, paymentId, input);
  return { refund: presentOne(refund, admin), replayed };
};

const presentOne = (r: PaymentRefundRow, admin: UserRow) => presentRefund(r, r.requestedBy === admin.id ? fullName(admin) : null);

/** GET /admin/orders/{id}/money: the order's charges and refunds, coupon, invoices and statement, fuel claims. */
export const orderMoney = async (deps: Deps, orderId: number): Promise<AdminOrderMoney> => {
  const order = await findLiveOrder(deps, orderId);
  if (!order) throw notFound();
  const [payments, invoices, claims] = await Promise.all([
    orderPayments(deps, orderId),
    orderInvoices(deps, orderId),
    orderAdminClaims(deps, orderId),
  ]);
  const refunds = await refundsByPayment(deps, payments);
  const invoiceNumbers = invoices.filter((i) => i.kind === 'customer').map((i) => i.invoiceNumber);
  return {
    order_id: order.id,
    order_number: order.orderNumber,
    total: order.dealerPriceTvaCents === null ? null : centsToDollars(order.dealerPriceTvaCents),
    paid_with_card: order.paidWithCard,
    coupon: order.couponId === null ? null : { id: order.couponId, amount: centsToDollars(order.couponCents) },
    payments: payments.map((p) =>
      presentPayment(p, { orderNumber: order.orderNumber, refunds: refunds.get(p.id) ?? [], invoiceNumbers }),
    ),
    invoices: invoices.map(presentMoneyInvoice),
    fuel_claims: claims,
  };
};

/**
 * GET /admin/payments: the accountant's payments (every charge that took money) with their refunds and the
 * order's invoice numbers, searched by order number, sorted and paged like the invoices.
 */
export const listPayments = async (deps: Deps, query: AdminPaymentsQuery, url: string): Promise<Paged<MoneyPayment>> => {
  const paged = await paginate({
    query: moneyPaymentsPage(deps, query.keyword ? orderIdsByNumber(deps, query.keyword.toUpperCase()) : undefined),
    sorts: PAYMENT_SORTS,
    request: query,
    tieBreaker: PAYMENT_TIE,
    url,
  });
  return mapPage(paged, async (rows: PaymentRow[]) => {
    const orderIds = [...new Set(rows.map((p) => p.orderId))];
    const [orders, refunds, invoices] = await Promise.all([
      findLiveOrders(deps, orderIds),
      refundsByPayment(deps, rows),
      Promise.all(orderIds.map(async (id) => [id, await orderInvoices(deps, id)] as const)),
    ]);
    const numberOf = new Map(orders.map((o) => [o.id, o.orderNumber]));
    const invoicesOf = new Map(invoices);
    return rows.map((p) =>
      presentPayment(p, {
        orderNumber: numberOf.get(p.orderId) ?? null,
        refunds: refunds.get(p.id) ?? [],
        invoiceNumbers: (invoicesOf.get(p.orderId) ?? []).filter((i) => i.kind === 'customer').map((i) => i.invoiceNumber),
      }),
    );
  });
};
