import { OrderStatus, Role } from '@routier/domain';
import type { OrderRow, UserRow } from '../../db/schema/index.js';

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
/**
 * Whether the customer may still change an order's addresses and cars: a draft he made himself (not an
 * admin's, which the customer only reads), or an order an admin sent back for edits (rejected).
 */
export const isOrderEditable = (order: Pick<OrderRow, 'status' | 'isCreatedByAdmin' | 'isEditable' | 'isRejected'>): boolean => {
  if (order.isRejected) return true;
  return order.status === OrderStatus.Draft && !order.isCreatedByAdmin && order.isEditable;
};

/** Only drafts can be deleted (spec: my-orders). */
export const isOrderDeletable = (order: Pick<OrderRow, 'status'>): boolean => order.status === OrderStatus.Draft;
