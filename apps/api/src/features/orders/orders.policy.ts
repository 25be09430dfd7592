import { eq, type SQL } from 'drizzle-orm';
import { Role } from '@routier/domain';
import { orders, type UserRow } from '../../db/schema/index.js';

/**
 * Which orders a customer may list: a dealer sees his business's orders (his own and his
 * sub-dealers'); a sub-dealer or private user only the orders he created.
 */
export const customerOrdersScope = (user: Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>): SQL => {
  if (user.role === Role.Dealer && user.businessDetailsId !== null) return eq(orders.businessDetailsId, user.businessDetailsId);
  return eq(orders.userId, user.id);
};
