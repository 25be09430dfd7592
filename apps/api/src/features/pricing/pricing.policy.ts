import { OrderStatus } from '@routier/domain';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { customerOwnsOrder, isOperatorActor, isPreparedByOperator, type OrderActor } from '../orders/orders.policy.js';

/** The caller's own order (a dealer's includes his sub-dealers'): 404 when missing, 403 when someone else's. */
export const assertOwnOrder = <T extends Pick<OrderRow, 'userId' | 'businessDetailsId' | 'guestId'>>(
  user: OrderActor,
  order: T | null,
): T => {
  if (!order) throw notFound();
  if (!customerOwnsOrder(user, order)) throw notFound();
  return order;
};

/**
 * Spec §2 step 3: a price is saved only on an order the customer may still edit: a draft (or an order an
 * admin priced back to draft), not created by an admin, editable. The operator prices only an admin-created
 * draft he has not sent yet (decision 067).
 */
export const assertPriceEditable = (order: OrderRow, actor?: OrderActor) => {
  if (actor && isOperatorActor(actor)) {
    if (!isPreparedByOperator(order)) throw new AppError('conflict', 'order.not_editable');
    return;
  }
  if (order.status !== OrderStatus.Draft || order.isCreatedByAdmin || !order.isEditable)
    throw new AppError('conflict', 'order.not_editable');
};
