import { cancellationRefundCents } from '@routier/domain';
import type { OrderEventHandler } from '../orders/order-events.js';
import { recordCancellationRefund } from '../orders/order-cancellations.service.js';
import { enqueueCancellationRefund } from './cancellation-refund.job.js';
import { lockSucceededPayment, recordPartialRefund } from './payment-refunds.service.js';

/**
 * Follows a customer's cancellation (decision 054), in its transaction: the card's charge less the fee is
 * recorded as refunded on the payment and the cancellation, and the gateway refund is queued with them.
 */
export const refundCancelledOrder: OrderEventHandler<'order.cancelled-by-customer'> = async (
  context,
  { before, feeCents, cancellationId },
) => {
  if (before.paidWithCard !== true) return;
  const payment = await lockSucceededPayment(context, before.id);
  if (!payment) return;
  // an operator's refund made before (decision 063) counts towards what the cancellation gives back
  const refundCents = Math.max(0, cancellationRefundCents(payment.amountCents, feeCents) - payment.refundedCents);
  await recordCancellationRefund(context, cancellationId, {
    paymentId: payment.id,
    chargedCents: payment.amountCents,
    refundCents,
  });
  if (refundCents <= 0) return;
  await recordPartialRefund(context, payment.id, payment.refundedCents + refundCents);
  await enqueueCancellationRefund(context, context.db, cancellationId);
};
