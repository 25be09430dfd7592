import { Role } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { findActiveCompanyUsers, findActiveUsersWithRoles } from '../users/user-records.service.js';

/**
 * Who is told of an event, and no one else. The customer side of an order: its owner and, when the
 * owner is a sub-dealer, the dealers of his business (a dealer sees his sub-dealers' orders; see
 * orders.policy). A guest has no account, so no notification.
 */
export const customerAudience = async (
  deps: { db: DbOrTx },
  order: Pick<OrderRow, 'userId' | 'businessDetailsId'>,
): Promise<number[]> => {
  if (order.userId === null) return [];
  const dealers =
    order.businessDetailsId === null ? [] : await findActiveCompanyUsers(deps, order.businessDetailsId, [Role.Dealer]);
  return unique([order.userId, ...dealers.map((u) => u.id)]);
};

/** The carrier side: the transport company's account and its dispatchers (drivers follow their loads elsewhere). */
export const carrierAudience = async (deps: { db: DbOrTx }, businessId: number | null): Promise<number[]> => {
  if (businessId === null) return [];
  const members = await findActiveCompanyUsers(deps, businessId, [Role.TransportCompany, Role.Dispatcher]);
  return members.map((u) => u.id);
};

/** The admins, told of requests waiting for a decision and of messages in the order logs. */
export const adminAudience = async (deps: { db: DbOrTx }): Promise<number[]> =>
  (await findActiveUsersWithRoles(deps, [Role.Admin])).map((u) => u.id);

export const unique = (ids: readonly (number | null | undefined)[]): number[] => [
  ...new Set(ids.filter((id): id is number => typeof id === 'number')),
];
