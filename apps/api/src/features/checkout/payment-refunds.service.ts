import type { SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { centsToDollars, isCancelledStatus, Msg, type PaymentRefundInput } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { PaymentRefundRow, PaymentRow, UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import { recordAudit } from '../audit/audit-records.service.js';
import { lockOrderForUpdate } from '../orders/orders.service.js';
import { enqueuePaymentRefundedMail } from './checkout.emails.js';
import * as repo from './checkout.repository.js';

/**
 * Refunds of card payments. A cancellation's (decision 054) and an operator's (decision 063) are both recorded
 * first, on the payment (`refunded_cents`) in the transaction that decides them, then made at the gateway by
 * a job under a key of their own, so a retry never refunds twice.
 */

/** The order's succeeded card payment, locked (after the order's row, the booking's lock order). */
export const lockSucceededPayment = async (deps: { db: DbOrTx }, orderId: number): Promise<PaymentRow | null> => {
  const found = await repo.findSucceededPayment(deps.db, orderId);
  return found ? repo.lockPayment(deps.db, found.id) : null;
};

/** Records what of a payment is given back, in all. */
export const recordPartialRefund = (deps: { db: DbOrTx; clock: () => Date }, paymentId: number, refundedCents: number) =>
  repo.updatePayment(deps.db, paymentId, { refundedCents, updatedAt: deps.clock() });

/** The gateway's key for a cancellation's refund of a payment. */
export const cancellationRefundKey = (paymentId: number) => `routier-cancel-refund-${paymentId}`;

/** Asks the gateway for a cancellation's refund of a payment (idempotent by its key). */
export const refundRecordedAtGateway = async (deps: Pick<AppDeps, 'db' | 'payments'>, paymentId: number, refundCents: number) => {
  const payment = await repo.findPaymentById(deps.db, paymentId);
  if (!payment?.paymentIntentId || payment.status !== 'succeeded' || refundCents <= 0) return false;
  await deps.payments.refund(payment.paymentIntentId, cancellationRefundKey(payment.id), refundCents);
  return true;
};

const CARD_PROVIDERS = ['sandbox', 'stripe'];

export const PAYMENT_REFUND_JOB = 'payment-refund';
const RefundPayload = z.object({ refundId: z.number().int().positive() });
type RefundPayload = z.infer<typeof RefundPayload>;

/** The gateway's key of an operator's refund. */
export const operatorRefundKey = (refundId: number) => `routier-operator-refund-${refundId}`;

type RefundDeps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

/**
 * POST /admin/payments/{id}/refunds: gives back part or all of a succeeded card payment. Under the order's row
 * lock (then the payment's), the amount must be within what remains refundable; the refund is recorded on the
 * payment and as its own row (the invoice's credit note), audited, and its gateway refund queued, all in one
 * transaction. The same key again answers the refund it made (`replayed`), never a second one.
 */
export const refundPayment = async (
  deps: RefundDeps,
  admin: UserRow,
  paymentId: number,
  input: PaymentRefundInput,
): Promise<{ refund: PaymentRefundRow; replayed: boolean }> => {
  const found = await repo.findPaymentById(deps.db, paymentId);
  if (!found) throw notFound();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderForUpdate({ db: tx }, found.orderId);
    if (!order) throw notFound();
    const replay = await repo.findRefundByKey(tx, paymentId, input.idempotency_key);
    if (replay) return { refund: replay, replayed: true };
    const payment = (await repo.lockPayment(tx, paymentId))!;
    if (payment.status !== 'succeeded' || !CARD_PROVIDERS.includes(payment.provider) || !payment.paymentIntentId)
      throw new AppError('conflict', 'payment.not_refundable');
    if (isCancelledStatus(order.status)) throw new AppError('conflict', 'payment.order_cancelled');
    const remaining = payment.amountCents - payment.refundedCents;
    if (remaining <= 0) throw new AppError('conflict', 'payment.fully_refunded');
    if (input.amount_cents > remaining) throw fieldError('amount_cents', Msg.outOfRange);
    const refundedCents = payment.refundedCents + input.amount_cents;
    const refund = await repo.insertRefund(tx, {
      paymentId,
      orderId: order.id,
      amountCents: input.amount_cents,
      reason: input.reason,
      idempotencyKey: input.idempotency_key,
      requestedBy: admin.id,
      createdAt: deps.clock(),
    });
    await recordPartialRefund({ db: tx, clock: deps.clock }, paymentId, refundedCents);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'payment_refund',
      subject: { type: 'payment', id: paymentId },
      orderId: order.id,
      before: { refunded: centsToDollars(payment.refundedCents) },
      after: { refunded: centsToDollars(refundedCents), amount: centsToDollars(input.amount_cents) },
      comment: input.reason,
    });
    await deps.jobs.enqueue(tx, PAYMENT_REFUND_JOB, { refundId: refund.id } satisfies RefundPayload);
    return { refund, replayed: false };
  });
};

/**
 * Makes an operator's recorded refund at the gateway under the refund's own key (a crash and a retry never
 * refund twice), then marks it made and queues the customer's e-mail in one transaction.
 */
export const paymentRefundJob = (deps: Pick<AppDeps, 'db' | 'payments' | 'clock' | 'jobs'>): JobDefinition<RefundPayload> => ({
  name: PAYMENT_REFUND_JOB,
  payload: RefundPayload,
  handle: async ({ refundId }) => {
    const refund = await repo.findRefundById(deps.db, refundId);
    if (!refund || refund.status !== 'pending') return;
    const payment = await repo.findPaymentById(deps.db, refund.paymentId);
    if (!payment?.paymentIntentId) return;
    // no transaction around the gateway call: the key makes a second call after a crash a no-op
    await deps.payments.refund(payment.paymentIntentId, operatorRefundKey(refund.id), refund.amountCents);
    await deps.db.transaction(async (tx) => {
      if (await repo.markRefundMade(tx, refund.id, deps.clock()))
        await enqueuePaymentRefundedMail(deps, tx, {
          orderId: refund.orderId,
          amountCents: refund.amountCents,
          reason: refund.reason,
        });
    });
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});

/** A payment's refunds, and a refund by id (the order's money and the accountant's payments). */
export const refundsOfPayments = (deps: { db: DbOrTx }, paymentIds: number[]) => repo.findRefundsOfPayments(deps.db, paymentIds);
export const refundById = (deps: { db: DbOrTx }, id: number) => repo.findRefundById(deps.db, id);
export const paymentById = (deps: { db: DbOrTx }, id: number) => repo.findPaymentById(deps.db, id);
/** Every refund recorded since a date (the reconciliation report). */
export const refundsSince = (deps: { db: DbOrTx }, since: Date) => repo.findRefundsSince(deps.db, since);
/** An order's payments that took, hold or held money. */
export const orderPayments = (deps: { db: DbOrTx }, orderId: number) => repo.findOrderPayments(deps.db, orderId);

/** The accountant's payments list (of the given orders when searched). */
export const moneyPaymentsPage = (deps: { db: DbOrTx }, orderIds?: SQLWrapper) => repo.moneyPaymentsQuery(deps.db, orderIds);
export const PAYMENT_SORTS = repo.PAYMENT_SORT_COLUMNS;
export const PAYMENT_TIE = repo.PAYMENT_TIE_BREAKER;
/** The order's succeeded card payment, read without a lock (what an operator's cancellation could refund). */
export const findSucceededPayment = (deps: { db: DbOrTx }, orderId: number) => repo.findSucceededPayment(deps.db, orderId);
