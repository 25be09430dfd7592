import { z } from 'zod';
import { autoConfirmCutoff, OrderEvent } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import { publishLive } from '../../platform/live/publish.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { completedOrdersBefore } from '../orders/orders.service.js';

export const AUTO_CONFIRM_JOB = 'orders-auto-confirm';
const BATCH = 100;
/** a run confirms at most this many batches; the next run (an hour later) takes the rest */
const MAX_BATCHES = 20;

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * docs/architecture.md, Product rules: a completed (5) order its customer neither rated nor confirmed becomes "completed and
 * confirmed" (6) seven days after delivery, by the system, through the lifecycle. Batches of one transaction
 * per order; an order someone moved meanwhile (the customer rated it) is skipped, so runs never clash.
 */
export const autoConfirmCompletedOrders = async (deps: Deps): Promise<number> => {
  const cutoff = autoConfirmCutoff(deps.clock());
  let confirmed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const ids = await completedOrdersBefore(deps, cutoff, BATCH);
    let moved = 0;
    for (const id of ids) {
      try {
        await deps.db.transaction(async (tx) => {
          const order = await changeOrderStatus({ db: tx, clock: deps.clock }, id, { type: OrderEvent.Confirm, by: 'system' });
          if (order.userId !== null) await publishLive(tx, { userIds: [order.userId] }, { kind: 'order', orderId: order.id });
        });
        moved++;
      } catch (error) {
        if (!(error instanceof AppError && (error.code === 'conflict' || error.code === 'not_found'))) throw error;
      }
    }
    confirmed += moved;
    if (ids.length < BATCH || moved === 0) break;
  }
  return confirmed;
};

/** pg-boss sends a schedule's job with an empty payload */
const SchedulePayload = z.object({});

/** Hourly, once across every instance. */
export const autoConfirmJob = (deps: Deps): JobDefinition<z.infer<typeof SchedulePayload>> => ({
  name: AUTO_CONFIRM_JOB,
  payload: SchedulePayload,
  handle: async () => {
    await autoConfirmCompletedOrders(deps);
  },
  cron: '23 * * * *',
  retryLimit: 2,
  timeoutSeconds: 300,
});
