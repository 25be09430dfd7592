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

/**
 * Whether a customer may open an order: his own, or (a dealer) one of his business's. Staff and carriers
 * read orders through their own routes.
 */
export const canViewOrder = (
  user: Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>,
  order: Pick<OrderRow, 'userId' | 'businessDetailsId'>,
): boolean => {
  if (order.userId === user.id) return true;
  return user.role === Role.Dealer && user.businessDetailsId !== null && order.businessDetailsId === user.businessDetailsId;
};
