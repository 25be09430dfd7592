import { Role } from '@routier/domain';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import type { LoadRow } from './loads.repository.js';

/** The driver the load is assigned to. */
export const isLoadDriver = (user: Pick<UserRow, 'id' | 'role'>, load: Pick<LoadRow, 'driverUserId'>): boolean =>
  user.role === Role.Driver && load.driverUserId === user.id;

/** The transport company (or its dispatcher) holding the job the load belongs to. */
export const holdsLoadJob = (user: Pick<UserRow, 'role' | 'businessDetailsId'>, order: Pick<OrderRow, 'carrierBusinessId'>) =>
  (user.role === Role.TransportCompany || user.role === Role.Dispatcher) &&
  user.businessDetailsId !== null &&
  order.carrierBusinessId === user.businessDetailsId;

/** Who may read and advance a load's steps: its driver, or the company holding the job. */
export const canRunLoad = (user: UserRow, load: LoadRow, order: OrderRow): boolean =>
  isLoadDriver(user, load) || holdsLoadJob(user, order);
