import { isCancelledStatus } from '@routier/domain';
import type { Tx } from '../db/client.js';
import type { OrderRow } from '../db/schema/index.js';
import { recordEarlierPayment } from '../features/checkout/checkout.service.js';
import { recordSandboxCharge } from '../platform/payments/index.js';

/**
 * The card payments of the demo's booked orders that say they were paid by card: one succeeded charge of the
 * order's total at the embedded gateway, recorded as the order's payment when it was booked, so that the
 * money invariant holds on the demo data (gateway charges = recorded payments = invoice totals). A cancelled
 * order's charge was given back whole: the demo keeps no cancellation fee (it has no dry-run invoice).
 */
export const seedDemoCardPayments = async (tx: Tx, demoOrders: OrderRow[]) => {
  for (const order of demoOrders) {
    if (!order.paidWithCard || !order.bookedAt || order.dealerPriceTvaCents === null) continue;
    const amountCents = order.dealerPriceTvaCents;
    const refunded = isCancelledStatus(order.status);
    const idempotencyKey = `demo-booking-${order.id}`;
    const paymentIntentId = `pi_sandbox_demo_${order.id}`;
    await recordSandboxCharge(tx, {
      id: paymentIntentId,
      idempotencyKey,
      orderId: order.id,
      amountCents,
      at: order.bookedAt,
      refundedAt: refunded ? order.updatedAt : null,
    });
    await recordEarlierPayment(
      { db: tx },
      {
        orderId: order.id,
        userId: order.userId,
        idempotencyKey,
        provider: 'sandbox',
        paymentIntentId,
        status: 'succeeded',
        amountCents,
        refundedCents: refunded ? amountCents : 0,
        currency: 'cad',
        cardBrand: 'visa',
        cardLast4: '4242',
        createdAt: order.bookedAt,
        updatedAt: order.bookedAt,
      },
    );
  }
};
