import { defaultActor, OrderEvent, PATH_FROM_DRAFT, transition, type OrderActor, type OrderStatus } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { raiseOrderEvent } from './order-events.js';
import { publishOrderMoved } from './order-live.service.js';
import { insertStatusChange, lockOrder, updateOrderStatus } from './orders.repository.js';

type Deps = { db: DbOrTx; clock: () => Date };

const BOOKING_EVENTS: readonly OrderEvent[] = [OrderEvent.Book, OrderEvent.AcceptCarrierQuote];

/**
 * The one way an order's status changes: the domain lifecycle decides the next status (or refuses: 409 for a
 * change the status does not allow, 403 for an actor the rule does not name), then the row moves only if
 * nobody moved it meanwhile. The order row is read with SELECT … FOR UPDATE: in a transaction, a concurrent
 * change of the same order waits for this one and then re-checks the status it finds (decision 042). Callers
 * that write other rows of the order lock it first (lockOrderForUpdate), so locks are always taken order first.
 */
export const changeOrderStatus = async ({ db, clock }: Deps, orderId: number, event: { type: OrderEvent; by: OrderActor }) => {
  const order = await lockOrder(db, orderId);
  if (!order) throw notFound();
  const next = transition(order.status, event);
  if (!next.ok) {
    throw next.error === 'order.actor_not_allowed' ? new AppError('forbidden', next.error) : new AppError('conflict', next.error);
  }
  const at = clock();
  const updated = await updateOrderStatus(db, order.id, {
    from: order.status,
    to: next.status,
    at,
    booked: BOOKING_EVENTS.includes(event.type),
    completed: event.type === OrderEvent.Deliver,
  });
  if (!updated) throw new AppError('conflict', 'order.status_changed');
  await insertStatusChange(db, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: next.status,
    event: event.type,
    actor: event.by,
    changedAt: at,
  });
  // the features that follow an order act in this transaction (billing issues invoices on completion)
  await raiseOrderEvent('order.status-changed', { db, clock }, { before: order, after: updated, event });
  await publishOrderMoved({ db }, order, updated);
  return updated;
};

/**
 * Takes a new draft to a status through the lifecycle, one allowed event at a time, each made by the first
 * actor its rule names (demo data and test fixtures).
 */
export const advanceDraftTo = async (deps: Deps, orderId: number, status: OrderStatus) => {
  let order = null;
  for (const type of PATH_FROM_DRAFT[status]) order = await changeOrderStatus(deps, orderId, { type, by: defaultActor(type) });
  return order;
};
