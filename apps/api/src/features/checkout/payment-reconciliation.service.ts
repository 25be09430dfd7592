import { z } from 'zod';
import type { WebhookReceived } from '@routier/domain';
import type { PaymentRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { PaymentEvent } from '../../platform/payments/index.js';
import { findMoneyPayments, findPaymentByIntent, findStalePayments, updatePaymentIf } from './checkout.repository.js';
import { settleAttempt, type SettleDeps } from './payment-settlement.service.js';

export const PAYMENTS_RECONCILE_JOB = 'payments-reconcile';
/** an attempt still pending this long was cut off (the request died); one waiting for 3-D Secure, abandoned */
export const STALE_PENDING_MS = 10 * 60_000;
export const STALE_ACTION_MS = 60 * 60_000;
const BATCH = 50;
const MAX_BATCHES = 20;

const OPEN = ['pending', 'requires_action'] as const;

export type Settled = 'booked' | 'refunded' | 'failed' | 'canceled' | 'waiting';

/**
 * Settles one open attempt from the gateway's side: a succeeded intent books the order if it is still
 * bookable, else it is refunded; a failed or cancelled one closes the attempt; one still waiting for 3-D
 * Secure is cancelled when `cancelWaiting` (the job, once it is stale) and left alone otherwise (the webhook).
 * An attempt with no intent id never reached the gateway's charge (the id is stored before it), so it fails.
 */
export const settleOpenPayment = async (
  deps: SettleDeps,
  payment: PaymentRow,
  { cancelWaiting }: { cancelWaiting: boolean },
): Promise<Settled> => {
  const close = async (status: 'failed' | 'canceled', code: string) => {
    await updatePaymentIf(deps.db, payment.id, OPEN, { status, errorCode: code, updatedAt: deps.clock() });
    return status;
  };
  const settle = async (charge: Parameters<typeof settleAttempt>[2]): Promise<Settled> => {
    try {
      await settleAttempt(deps, payment, charge);
      return 'booked';
    } catch (error) {
      if (error instanceof AppError) return charge ? 'refunded' : 'failed';
      throw error;
    }
  };
  if (payment.provider === 'invoice') return settle(null);
  if (!payment.paymentIntentId) return close('failed', 'abandoned');
  let current = await deps.payments.retrieve(payment.paymentIntentId);
  if (current?.status === 'requires_action') {
    if (!cancelWaiting) return 'waiting';
    current = await deps.payments.cancel(payment.paymentIntentId);
  }
  if (!current) return close('failed', 'abandoned');
  if (current.status === 'failed') return close(current.code === 'canceled' ? 'canceled' : 'failed', current.code);
  if (current.status === 'requires_action') return 'waiting';
  return settle(current);
};

/** The reconciliation job: every stale open attempt settled, oldest first. How many of each outcome. */
export const settleStalePayments = async (deps: SettleDeps) => {
  const counts: Record<Settled, number> = { booked: 0, refunded: 0, failed: 0, canceled: 0, waiting: 0 };
  const seen = new Set<number>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const now = deps.clock().getTime();
    const stale = (
      await findStalePayments(deps.db, new Date(now - STALE_PENDING_MS), new Date(now - STALE_ACTION_MS), BATCH)
    ).filter((p) => !seen.has(p.id));
    if (!stale.length) break;
    for (const payment of stale) {
      seen.add(payment.id);
      counts[await settleOpenPayment(deps, payment, { cancelWaiting: true })]++;
    }
  }
  return counts;
};

/** pg-boss sends a schedule's job with an empty payload */
const SchedulePayload = z.object({});

/** Every ten minutes, once across every instance. */
export const reconcilePaymentsJob = (deps: SettleDeps): JobDefinition<z.infer<typeof SchedulePayload>> => ({
  name: PAYMENTS_RECONCILE_JOB,
  payload: SchedulePayload,
  handle: async () => {
    await settleStalePayments(deps);
  },
  cron: '*/10 * * * *',
  retryLimit: 2,
  timeoutSeconds: 300,
});

/**
 * A verified Stripe event. `payment_intent.succeeded` settles its attempt at once (books the order, or
 * refunds a charge the order can no longer take); `payment_intent.payment_failed` closes it (the customer's
 * next submit starts a new one).
 */
export const handlePaymentEvent = async (deps: SettleDeps, event: PaymentEvent): Promise<WebhookReceived> => {
  if (!event.paymentIntentId) return { received: true };
  const payment = await findPaymentByIntent(deps.db, event.paymentIntentId);
  if (!payment) return { received: true };
  if (event.type === 'payment_intent.payment_failed')
    await updatePaymentIf(deps.db, payment.id, OPEN, {
      status: 'failed',
      errorCode: event.code ?? 'card_declined',
      updatedAt: deps.clock(),
    });
  if (event.type === 'payment_intent.succeeded' && payment.status !== 'succeeded' && payment.status !== 'refunded')
    await settleOpenPayment(deps, payment, { cancelWaiting: false });
  return { received: true };
};

/** Every payment that holds or held money, or is still open (the reconciliation report). */
export const moneyPayments = (deps: Pick<SettleDeps, 'db'>) => findMoneyPayments(deps.db);
