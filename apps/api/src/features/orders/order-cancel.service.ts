import {
  CANCELLATION_FEES,
  cancellationFeeCents,
  cancellationTier,
  cancelEventFor,
  cancelWindowEnd,
  centsToDollars,
  customerCancelRefusal,
  type CancellationQuote,
  type OrderCancelled,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { changeOrderStatus } from './order-status.service.js';
import { canViewOrder } from './orders.policy.js';
import { enqueueOrderMail } from './orders.mail-job.js';
import { findOrder, lockOrder } from './orders.repository.js';
import { findUserById } from '../users/user-records.service.js';
import { insertCancellation } from './orders.repository.js';
import { raiseOrderEvent } from './order-events.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

const viewableOrder = async (deps: Pick<AppDeps, 'db'>, user: UserRow, orderId: number) => {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound();
  if (!canViewOrder(user, order)) throw notFound();
  return order;
};

const quoteFor = (order: OrderRow, now: Date): CancellationQuote & { feeCents: number; tier: string } => {
  const tier = cancellationTier({
    status: order.status,
    shippingMethod: order.shippingMethod,
    carrierAssigned: order.carrierBusinessId !== null,
  });
  const fee = CANCELLATION_FEES[tier];
  const feeCents = cancellationFeeCents(fee, order.dealerPriceTvaCents ?? 0);
  return {
    current_fee: { value: fee.value, is_percent: fee.is_percent },
    current_fee_amount: centsToDollars(feeCents),
    can_cancel: customerCancelRefusal(order, now) === null,
    cancellable_until: order.bookedAt ? cancelWindowEnd(order.bookedAt).toISOString() : null,
    active: { value: CANCELLATION_FEES.active.value },
    in_progress: { value: CANCELLATION_FEES.in_progress.value },
    started_drive_away: { value: CANCELLATION_FEES.started_drive_away.value },
    started_tow: { value: CANCELLATION_FEES.started_tow.value },
    started: { value: CANCELLATION_FEES.started.value },
    feeCents,
    tier,
  };
};

/** GET /orders/refund-fee/{id}: what cancelling would cost now, and whether it is still allowed. */
export const getRefundFee = async (deps: Deps, user: UserRow, orderId: number): Promise<CancellationQuote> => {
  const { feeCents: _fee, tier: _tier, ...quote } = quoteFor(await viewableOrder(deps, user, orderId), deps.clock());
  return quote;
};

const changedMeanwhile = () => new AppError('conflict', 'order.changed_meanwhile', { order: ['orderChangedMeanwhile'] });

/**
 * GET /orders/cancel/{id}: cancels a customer's order through the lifecycle (statuses 3, 4, 8, within 12 hours
 * of booking; not when the owner's account is deleted) and queues the confirmation email in the same transaction.
 * The order row is locked first and compared with what the request found: if a carrier took the job (or the
 * status moved) meanwhile, the customer gets 409 and sees the new fee before cancelling again; the fee and
 * the dry-run invoice always follow the order as it is cancelled.
 * The fee is the dry-run rule's (decision 054) and is recorded with the cancellation; the features that follow
 * the order's event do the rest in this transaction: billing issues the dry-run invoice for the fee, and the
 * payments record the refund (what the card was charged − the fee) and queue it for the gateway.
 */
export const cancelCustomerOrder = async (deps: Deps, user: UserRow, orderId: number): Promise<OrderCancelled> => {
  const seen = await viewableOrder(deps, user, orderId);
  const owner = seen.userId === null ? null : await findUserById(deps, seen.userId);
  if (owner?.deletedAt) throw new AppError('conflict', 'order.owner_deleted');
  const refusal = customerCancelRefusal(seen, deps.clock());
  if (refusal) throw new AppError('conflict', refusal);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, seen.id);
    if (!order) throw notFound();
    if (order.status !== seen.status || order.carrierBusinessId !== seen.carrierBusinessId) throw changedMeanwhile();
    const { feeCents, tier } = quoteFor(order, deps.clock());
    const { cancelled } = await cancelLockedOrder(deps, tx, order, { by: 'customer', tier, feeCents });
    return { order_number: cancelled.orderNumber, status: cancelled.status, message: 'order.cancelled' };
  });
};

/** The fee the cancellation rules give an order now (decision 054): its tier and amount. */
export const cancellationRuleFee = (order: OrderRow, now: Date) => {
  const { feeCents, tier } = quoteFor(order, now);
  return { feeCents, tier };
};

/**
 * Cancels an order its caller locked (lockOrderForUpdate), in the caller's transaction: the lifecycle's cancel by
 * the customer or an operator, the cancellation with its fee (one per order), then the order's event, so billing
 * issues the dry-run invoice for the fee and the payments refund the rest of the card's charge; the customer's
 * e-mail names both. An operator's override is a fee: what the card paid less the refund he chose (decision 062).
 */
export const cancelLockedOrder = async (
  deps: Pick<AppDeps, 'clock' | 'jobs'>,
  tx: DbOrTx,
  order: OrderRow,
  input: { by: 'customer' | 'admin'; tier: string; feeCents: number },
) => {
  const cancelled = await changeOrderStatus({ db: tx, clock: deps.clock }, order.id, {
    type: cancelEventFor(order.status),
    by: input.by,
  });
  const cancellation = await insertCancellation(tx, {
    orderId: order.id,
    tier: input.tier,
    feeCents: input.feeCents,
    cancelledAt: deps.clock(),
  });
  await raiseOrderEvent(
    'order.cancelled-by-customer',
    { db: tx, clock: deps.clock, jobs: deps.jobs },
    { before: order, after: cancelled, feeCents: input.feeCents, cancellationId: cancellation.id },
  );
  if (order.userId !== null) {
    await enqueueOrderMail(deps, tx, {
      kind: 'order-cancelled',
      orderId: order.id,
      orderNumber: order.orderNumber,
      userId: order.userId,
      feeCents: input.feeCents,
    });
  }
  return { cancelled, cancellation };
};
