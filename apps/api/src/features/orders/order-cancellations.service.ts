import { centsToDollars, type OrderCancellationDetail } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import {
  carrierCancellationMonths as carrierMonths,
  customerCancellationMonths as cancellationMonths,
  findCancellation,
  findCancellationById,
  markCancellationRefunded,
  setCancellationRefund,
} from './orders.repository.js';
import type { CustomerScope } from './orders.policy.js';

/** An order's cancellation as the order page shows it (decision 054), null when it was not cancelled by its customer. */
export const orderCancellation = async (deps: { db: DbOrTx }, orderId: number): Promise<OrderCancellationDetail | null> => {
  const row = await findCancellation(deps.db, orderId);
  if (!row) return null;
  return {
    fee: centsToDollars(row.feeCents),
    charged: centsToDollars(row.chargedCents),
    refund: centsToDollars(row.refundCents),
    cancelled_at: row.cancelledAt.toISOString(),
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
};

export const cancellationById = (deps: { db: DbOrTx }, id: number) => findCancellationById(deps.db, id);

/** The payment's part of a cancellation, written by the payments when they follow it. */
export const recordCancellationRefund = (
  deps: { db: DbOrTx },
  id: number,
  money: { paymentId: number; chargedCents: number; refundCents: number },
) => setCancellationRefund(deps.db, id, money);

/** The gateway made the cancellation's refund. */
export const markRefunded = (deps: { db: DbOrTx }, id: number, at: Date) => markCancellationRefunded(deps.db, id, at);

/** The dashboards' cancellation figures: fees kept and refunds per month of cancelling. */
export const customerCancellationMonths = (deps: { db: DbOrTx }, scope: CustomerScope, window: { from: Date; to: Date }) =>
  cancellationMonths(deps.db, scope, window);

/** The carrier dashboard's cancelled jobs: the company's jobs their customer cancelled, per month of cancelling. */
export const carrierCancellationMonths = (deps: { db: DbOrTx }, businessId: number, window: { from: Date; to: Date }) =>
  carrierMonths(deps.db, businessId, window);
