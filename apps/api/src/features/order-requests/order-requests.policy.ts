import { isCarrier, isCustomer, Role, TaskStatus } from '@routier/domain';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { customerOwnsOrder } from '../orders/orders.policy.js';

type LoadFacts = { id: number; driverUserId: number | null; status: number; carIds: number[] };

/** The transport company (or one of its dispatchers) holding the job. */
export const holdsJob = (user: Pick<UserRow, 'role' | 'businessDetailsId'>, order: Pick<OrderRow, 'carrierBusinessId'>) =>
  isCarrier(user.role as Role) && user.businessDetailsId !== null && order.carrierBusinessId === user.businessDetailsId;

/** The driver of one of the order's loads that is still his to run (assigned or accepted). */
export const drivesFor = (user: Pick<UserRow, 'id' | 'role'>, loads: LoadFacts[]) =>
  user.role === Role.Driver &&
  loads.some((l) => l.driverUserId === user.id && (l.status === TaskStatus.Assigned || l.status === TaskStatus.Accepted));

/** Who reports an issue on a job: the company holding it (and its dispatchers) or its driver; null for anyone else. */
export const reporterKind = (user: UserRow, order: OrderRow, loads: LoadFacts[]): 'carrier' | 'driver' | null => {
  if (holdsJob(user, order)) return 'carrier';
  if (drivesFor(user, loads)) return 'driver';
  return null;
};

/** The customer of the order (a dealer also for his sub-dealers' orders). */
export const isOrderCustomer = (user: UserRow, order: OrderRow) =>
  isCustomer(user.role as Role) && customerOwnsOrder(user, order);
