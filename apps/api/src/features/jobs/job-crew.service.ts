import type { UserRow } from '../../db/schema/index.js';
import { acceptLoadForDriver, type Deps } from '../loads/load-building.service.js';
import { addOrderLogEvent } from '../order-log/order-log.service.js';

/**
 * PUT /loads/accept-for-driver/{id}: the company holding the job (or its dispatcher) accepts an assigned load in
 * its driver's place (a driver without a phone, decision 060). The carrier's thread of the order log says who
 * did, in the same transaction.
 */
export const acceptForDriver = (deps: Deps, user: UserRow, loadId: number) =>
  acceptLoadForDriver(deps, user, loadId, (tx, load, job) =>
    addOrderLogEvent(
      { db: tx, clock: deps.clock },
      {
        order: job.order,
        thread: 'carrier',
        author: user,
        type: 'load_accepted_for_driver',
        params: { load_id: String(load.id) },
      },
    ),
  );
