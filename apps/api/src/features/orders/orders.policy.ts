import { eq, type SQL } from 'drizzle-orm';
import { Role } from '@routier/domain';
import { orders, type OrderRow, type UserRow } from '../../db/schema/index.js';

/**
 * Which orders a customer may list: a dealer sees his business's orders (his own and his
 * sub-dealers'); a sub-dealer or private user only the orders he created.
 */
export const customerOrdersScope = (user: Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>): SQL => {
  if (user.role === Role.Dealer && user.businessDetailsId !== null) return eq(orders.businessDetailsId, user.businessDetailsId);
  return eq(orders.userId, user.id);
};

/** May a customer work on this order? The owner, or a dealer for his business's orders (his sub-dealers'). */
export const customerOwnsOrder = (
  user: Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>,
  order: Pick<OrderRow, 'userId' | 'businessDetailsId'>,
): boolean =>
  order.userId === user.id ||
  (user.role === Role.Dealer && user.businessDetailsId !== null && order.businessDetailsId === user.businessDetailsId);
