import { Role } from '@routier/domain';
import { orders, type OrderRow, type UserRow } from '../../db/schema/index.js';

/**
 * Which orders a customer may list: a dealer sees his business's orders (his own and his
 * sub-dealers'); a sub-dealer or private user only the orders he created.
 */
export type CustomerScope = { by: 'business' | 'user'; id: number };

export const customerOrdersScope = (user: Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>): CustomerScope =>
  user.role === Role.Dealer && user.businessDetailsId !== null
    ? { by: 'business', id: user.businessDetailsId }
    : { by: 'user', id: user.id };

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

/** May a customer work on this order? The owner, or a dealer for his business's orders (his sub-dealers'). */
export const customerOwnsOrder = (
  user: Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>,
  order: Pick<OrderRow, 'userId' | 'businessDetailsId'>,
): boolean =>
  order.userId === user.id ||
  (user.role === Role.Dealer && user.businessDetailsId !== null && order.businessDetailsId === user.businessDetailsId);
