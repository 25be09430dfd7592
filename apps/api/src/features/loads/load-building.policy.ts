import { jobTakesLoadChanges, type OrderStatus } from '@routier/domain';
import type { OrderRow, UserRow } from '../../db/schema/index.js';

/**
 * Whether a carrier user works on this job: the order is held by his transport company (a dispatcher
 * shares his company's business). A user without a business holds nothing.
 */
export const holdsJob = (user: Pick<UserRow, 'businessDetailsId'>, order: Pick<OrderRow, 'carrierBusinessId'>): boolean =>
  user.businessDetailsId !== null && order.carrierBusinessId === user.businessDetailsId;

/** Loads are built while the job runs (the domain's rule). */
export const isJobOpenForLoads = (order: Pick<OrderRow, 'status'>): boolean => jobTakesLoadChanges(order.status as OrderStatus);
