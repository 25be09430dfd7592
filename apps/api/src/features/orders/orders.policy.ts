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
 * A guest, once the guest policy has checked the hash he sent: he acts on his own order(s) only, with the
 * rules of a private user (spec §6: no drive away, no quote requests, no saved contacts or cards).
 */
export type GuestActor = { guestId: number; role: typeof Role.PrivateUser };
/** Who works on an order through the customer services: a signed-in customer or a guest. */
export type OrderActor = UserRow | GuestActor;

export const isGuestActor = (actor: OrderActor | Pick<UserRow, 'id'>): actor is GuestActor => 'guestId' in actor;

/**
 * The operator filling in the steps of an order an admin created for a customer (decision 067): he works on it as
 * that customer (the customer's row, so prices, business and ownership are the customer's), his own id kept.
 */
export type OperatorActor = UserRow & { preparedBy: number };
export const isOperatorActor = (actor: OrderActor | Pick<UserRow, 'id'>): actor is OperatorActor => 'preparedBy' in actor;
/** The signed-in user behind an actor (null for a guest). */
export const actorUserId = (actor: OrderActor): number | null => (isGuestActor(actor) ? null : actor.id);

type Owner = Pick<OrderRow, 'userId' | 'businessDetailsId'> & Partial<Pick<OrderRow, 'guestId'>>;

/**
 * Whether a customer may open an order: his own, or (a dealer) one of his business's. Staff and carriers
 * read orders through their own routes. A guest: the order he opened.
 */
export const canViewOrder = (user: GuestActor | Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>, order: Owner): boolean => {
  if (isGuestActor(user)) return order.guestId === user.guestId;
  if (order.userId === user.id) return true;
  return user.role === Role.Dealer && user.businessDetailsId !== null && order.businessDetailsId === user.businessDetailsId;
};

/** May a customer work on this order? The owner, or a dealer for his business's orders (his sub-dealers'). */
export const customerOwnsOrder = (user: GuestActor | Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>, order: Owner): boolean =>
  isGuestActor(user)
    ? order.guestId === user.guestId
    : order.userId === user.id ||
      (user.role === Role.Dealer && user.businessDetailsId !== null && order.businessDetailsId === user.businessDetailsId);
/**
 * Whether the customer may still change an order's addresses and cars: a draft he made himself (not an
 * admin's, which the customer only reads), or an order an admin sent back for edits (rejected). The operator
 * (`actor` an OperatorActor) changes only an admin-created draft he has not sent to the customer yet.
 */
export const isOrderEditable = (
  order: Pick<OrderRow, 'status' | 'isCreatedByAdmin' | 'isEditable' | 'isRejected'>,
  actor?: OrderActor,
): boolean => {
  if (actor && isOperatorActor(actor)) return isPreparedByOperator(order);
  if (order.isRejected) return true;
  return order.status === OrderStatus.Draft && !order.isCreatedByAdmin && order.isEditable;
};

/** An admin-created draft the operator is still filling in (not sent to its customer yet): not the customer's to pay. */
export const isPreparedByOperator = (order: Pick<OrderRow, 'status' | 'isCreatedByAdmin' | 'isEditable'>): boolean =>
  order.status === OrderStatus.Draft && order.isCreatedByAdmin && order.isEditable;

/** Only drafts can be deleted (spec: my-orders). */
export const isOrderDeletable = (order: Pick<OrderRow, 'status'>): boolean => order.status === OrderStatus.Draft;
