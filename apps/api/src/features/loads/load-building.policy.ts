import { OrderStatus } from '@routier/domain';
import type { OrderRow, UserRow } from '../../db/schema/index.js';

/**
 * Whether a carrier user works on this job: the order is held by his transport company (a dispatcher
 * shares his company's business). A user without a business holds nothing.
 */
export const holdsJob = (user: Pick<UserRow, 'businessDetailsId'>, order: Pick<OrderRow, 'carrierBusinessId'>): boolean =>
  user.businessDetailsId !== null && order.carrierBusinessId === user.businessDetailsId;

/**
 * Loads can be built while the job runs: active, in progress or delayed. Cancelled and completed jobs are
 * read-only (spec §4), and a job an admin put on hold waits for the admin.
 */
export const isJobOpenForLoads = (order: Pick<OrderRow, 'status'>): boolean =>
  order.status === OrderStatus.Active || order.status === OrderStatus.InProgress || order.status === OrderStatus.Delayed;
