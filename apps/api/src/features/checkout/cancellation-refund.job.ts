import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import { cancellationById, markRefunded } from '../orders/order-cancellations.service.js';
import { refundRecordedAtGateway } from './payment-refunds.service.js';

export const CANCELLATION_REFUND_JOB = 'cancellation-refund';

const Payload = z.object({ cancellationId: z.number().int().positive() });
type Payload = z.infer<typeof Payload>;

/** Queues the gateway refund of a cancellation in the transaction that records it. */
export const enqueueCancellationRefund = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, cancellationId: number) =>
  jobs.enqueue(tx, CANCELLATION_REFUND_JOB, { cancellationId } satisfies Payload);

/**
 * Gives back the recorded refund of a cancellation through the gateway (refund = charged − fee), then marks
 * the cancellation refunded. The gateway key is the payment's: a retry after a crash never refunds twice.
 */
export const cancellationRefundJob = (deps: Pick<AppDeps, 'db' | 'payments' | 'clock'>): JobDefinition<Payload> => ({
  name: CANCELLATION_REFUND_JOB,
  payload: Payload,
  handle: async ({ cancellationId }) => {
    const cancellation = await cancellationById(deps, cancellationId);
    if (!cancellation || cancellation.refundedAt || cancellation.paymentId === null || cancellation.refundCents <= 0) return;
    // no transaction around the gateway call: the key makes a second call after a crash a no-op
    if (await refundRecordedAtGateway(deps, cancellation.paymentId, cancellation.refundCents))
      await markRefunded(deps, cancellation.id, deps.clock());
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
