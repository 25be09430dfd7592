import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/index.js';
import * as repo from './checkout.repository.js';

/**
 * A cancellation's partial refund, recorded then made: the succeeded card payment keeps its amount and
 * records what is given back (`refunded_cents`), in the cancelling transaction; a job then asks the gateway
 * for that amount with a key of its own, so a retry never refunds twice (decision 054).
 */

/** The order's succeeded card payment, locked (after the order's row, the booking's lock order). */
export const lockSucceededPayment = async (deps: { db: DbOrTx }, orderId: number): Promise<PaymentRow | null> => {
  const found = await repo.findSucceededPayment(deps.db, orderId);
  return found ? repo.lockPayment(deps.db, found.id) : null;
};

/** Records what of a payment is given back. */
export const recordPartialRefund = (deps: { db: DbOrTx; clock: () => Date }, paymentId: number, refundCents: number) =>
  repo.updatePayment(deps.db, paymentId, { refundedCents: refundCents, updatedAt: deps.clock() });

/** The gateway's key for a cancellation's refund of a payment. */
export const cancellationRefundKey = (paymentId: number) => `routier-cancel-refund-${paymentId}`;

/** Asks the gateway for the recorded refund of a payment (idempotent by its key). */
export const refundRecordedAtGateway = async (deps: Pick<AppDeps, 'db' | 'payments'>, paymentId: number) => {
  const payment = await repo.findPaymentById(deps.db, paymentId);
  if (!payment?.paymentIntentId || payment.status !== 'succeeded' || payment.refundedCents <= 0) return false;
  await deps.payments.refund(payment.paymentIntentId, cancellationRefundKey(payment.id), payment.refundedCents);
  return true;
};

/** The order's succeeded card payment, read without a lock (what an operator's cancellation could refund). */
export const findSucceededPayment = (deps: { db: DbOrTx }, orderId: number) => repo.findSucceededPayment(deps.db, orderId);
