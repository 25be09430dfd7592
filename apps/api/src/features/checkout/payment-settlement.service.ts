import { NotificationType, OrderEvent, OrderStatus, type CheckoutResult } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { OrderRow, PaymentRow } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ChargeResult } from '../../platform/payments/index.js';
import { acceptedQuoteOf, assertQuotePayable, assignQuotedCarrier } from '../auto-dispatch/quote-acceptance.service.js';
import { useCoupon } from '../coupons/coupons.service.js';
import { customerAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { expressBeforeNoon } from './checkout.service.js';
import { lockOrderForUpdate, patchOrder } from '../orders/orders.service.js';
import { updateBusiness } from '../users/user-records.service.js';
import { enqueueOrderConfirmation } from './checkout.emails.js';
import { assertPayable } from './checkout.policy.js';
import { insertSavedCard, lockPayment, updatePaymentIf } from './checkout.repository.js';

export type SettleDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'jobs'>;

/** Reasons of the 409s a customer sees (the web translates them: deferred/errors.json). */
export const CheckoutConflict = {
  alreadyBooked: 'checkout.already_booked',
  beingPaid: 'checkout.being_paid',
  attemptReplaced: 'checkout.attempt_replaced',
  refunded: 'checkout.refunded',
} as const;

export const booked = (order: Pick<OrderRow, 'id' | 'orderNumber'>): CheckoutResult => ({
  status: 'succeeded',
  order_id: order.id,
  order_number: order.orderNumber,
  current_step: 6,
});

const OPEN = ['pending', 'requires_action'] as const;

/** The gateway's idempotency key of an attempt: a retry of the attempt never charges twice. */
export const gatewayKey = (payment: Pick<PaymentRow, 'orderId' | 'idempotencyKey'>) =>
  `routier-order-${payment.orderId}-${payment.idempotencyKey}`;

/**
 * The booking, in one transaction with the order's row locked, then the attempt's: the order is still payable
 * (its status, its accepted quote unexpired, the coupon unused), the attempt is still open; then the order's
 * final price, coupon, franchise location and payment choice as the attempt fixed them, the attempt marked
 * succeeded, the card kept if asked, the order booked through the lifecycle, the confirmation queued. An
 * attempt someone else settled meanwhile (a retry, the job, the webhook) is answered as booked. Anything
 * that makes the order unbookable throws an AppError and changes nothing.
 */
const commitBooking = async (deps: SettleDeps, attempt: PaymentRow, charge: ChargeResult | null) =>
  deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const order = await lockOrderForUpdate({ db: tx }, attempt.orderId);
    if (!order) throw new AppError('conflict', 'order.not_payable');
    // the attempt as it is now that the order is held (the lock order is the order, then its payment)
    const payment = (await lockPayment(tx, attempt.id))!;
    if (payment.status === 'succeeded') return booked(order);
    if (payment.status === 'refunded') throw new AppError('conflict', CheckoutConflict.refunded);
    if (payment.status === 'canceled') throw new AppError('conflict', CheckoutConflict.attemptReplaced);
    if (payment.status === 'failed') throw new AppError('conflict', 'order.not_payable');
    const plan = payment.booking;
    if (!plan) throw new AppError('conflict', 'order.not_payable');
    const quote = plan.acceptedQuoteId === null ? null : await acceptedQuoteOf({ db: tx }, order);
    if (plan.acceptedQuoteId !== null && quote?.id !== plan.acceptedQuoteId) throw new AppError('conflict', 'order.not_payable');
    // the order's own rules for being paid (checkout.policy); a shared `assertBookable` belongs there too
    assertPayable(order, quote !== null);
    if (order.status !== (quote ? OrderStatus.AutoDispatchPending : OrderStatus.Draft))
      throw new AppError('conflict', 'order.not_payable');
    if (quote) assertQuotePayable(quote, now);
    if (payment.couponId !== null && !(await useCoupon({ db: tx }, payment.couponId, order.id, now)))
      throw fieldError('coupon_id', 'couponUnavailable');

    const card = charge?.status === 'succeeded' ? charge.card : null;
    await updatePaymentIf(tx, payment.id, OPEN, {
      status: 'succeeded',
      paymentIntentId: charge?.paymentIntentId ?? payment.paymentIntentId,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      updatedAt: now,
    });
    if (charge?.status === 'succeeded' && charge.reusableRef && plan.saveCard && payment.userId !== null) {
      await insertSavedCard(tx, {
        userId: payment.userId,
        provider: deps.payments.kind,
        gatewayRef: charge.reusableRef,
        brand: charge.card.brand,
        last4: charge.card.last4,
      });
    }
    if (plan.business) await updateBusiness({ db: tx }, plan.business.id, { ...plan.business.fill, updatedAt: now });
    await patchOrder({ db: tx }, order, {
      dealerPriceCents: plan.dealerPriceCents,
      dealerPriceTvaCents: payment.amountCents,
      fuelFeeCents: plan.fuelFeeCents,
      taxFeeCents: plan.taxFeeCents,
      taxLines: plan.taxLines,
      taxType: plan.taxType,
      initialTcPriceCents: plan.initialTcPriceCents,
      performanceBonusCents: plan.performanceBonusCents,
      couponId: payment.couponId,
      couponCents: plan.couponCents,
      // the breakdown the customer confirmed (attempts recorded before it was kept leave the priced discount)
      ...(plan.discountCents === undefined ? {} : { discountBp: plan.discountBp ?? null, discountCents: plan.discountCents }),
      fuelFeeExcluded: plan.fuelFeeExcluded ?? false,
      franchiseLocationId: plan.franchiseLocationId,
      paidWithCard: plan.paidWithCard,
      isExpressBeforeNoon: expressBeforeNoon(order, now),
      currentStep: 6,
      updatedAt: now,
    });
    const event = quote ? OrderEvent.AcceptCarrierQuote : OrderEvent.Book;
    const moved = await changeOrderStatus({ db: tx, clock: deps.clock }, order.id, { type: event, by: 'customer' });
    // auto dispatch: the job goes to the accepted quote's carrier instead of the load board
    if (quote) await assignQuotedCarrier({ ...deps, db: tx }, moved, quote);
    // the confirmation is a receipt (never muted), so it is not the notification's e-mail
    await enqueueOrderConfirmation(deps, tx, moved.id);
    await notify(tx, deps, {
      userIds: await customerAudience({ db: tx }, moved),
      type: NotificationType.OrderBooked,
      orderId: moved.id,
      params: { order_number: moved.orderNumber },
    });
    return booked(moved);
  });

/** Gives a succeeded charge back through the gateway and marks its attempt refunded (idempotent). */
export const refundPayment = async (deps: SettleDeps, payment: PaymentRow, paymentIntentId: string, reason: string) => {
  await deps.payments.refund(paymentIntentId, `routier-refund-${payment.id}`);
  await updatePaymentIf(deps.db, payment.id, OPEN, {
    status: 'refunded',
    paymentIntentId,
    errorCode: reason.slice(0, 60),
    updatedAt: deps.clock(),
  });
};

/**
 * A succeeded charge (or an invoice attempt, `charge` null) becomes a booking, or, when the order can no
 * longer be booked (booked by another attempt, deleted, its quote expired, its status changed, its coupon
 * spent), the charge is refunded here and the refusal thrown: no money is kept for nothing. Any other error
 * (the database gone) leaves the attempt open for the reconciliation job.
 */
export const settleAttempt = async (deps: SettleDeps, payment: PaymentRow, charge: ChargeResult | null) => {
  try {
    return await commitBooking(deps, payment, charge);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const reason = error.errors ? Object.values(error.errors)[0][0] : error.message;
    if (charge?.status === 'succeeded') await refundPayment(deps, payment, charge.paymentIntentId, reason);
    else
      await updatePaymentIf(deps.db, payment.id, OPEN, {
        status: 'failed',
        errorCode: reason.slice(0, 60),
        updatedAt: deps.clock(),
      });
    throw error;
  }
};
