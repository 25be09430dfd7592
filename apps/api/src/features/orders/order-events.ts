import type { OrderActor, OrderEvent } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import type { JobQueue } from '../../platform/jobs/index.js';

/**
 * The orders core's events (docs/architecture.md, decision 046). The order lifecycle raises them inside the
 * writer's transaction; the features that follow an order (billing, auto dispatch, ...) handle them in that
 * same transaction, one handler after the other, so their rows and queued jobs commit or roll back with the
 * order's change. The core never imports those features: app-events.ts registers their handlers when the
 * app is built.
 */

/** What a handler is given: the writer's transaction (as `db`) and clock, and for some events its job queue. */
export type OrderEventContext = { db: DbOrTx; clock: () => Date };

export type OrderEvents = {
  /** An order's status changed through the lifecycle (changeOrderStatus): its rows before and after. */
  'order.status-changed': {
    context: OrderEventContext;
    payload: { before: OrderRow; after: OrderRow; event: { type: OrderEvent; by: OrderActor } };
  };
  /** A customer asked carriers for quotes on an order (now auto dispatch pending). */
  'order.quotes-requested': {
    context: OrderEventContext & { jobs: JobQueue };
    payload: { orderId: number };
  };
  /**
   * A customer cancelled his order (decision 054): its rows before and after, the fee the dry-run rule gives, and
   * the cancellation recorded with it (what was charged and is refunded are for the payments to fill in).
   */
  'order.cancelled-by-customer': {
    context: OrderEventContext & { jobs: JobQueue };
    payload: { before: OrderRow; after: OrderRow; feeCents: number; cancellationId: number };
  };
  /** A carrier stated a fuel fee (and its receipt) when delivering one of the order's loads. */
  'order.fuel-fee-stated': {
    context: OrderEventContext & { jobs: JobQueue };
    payload: { order: OrderRow; loadId: number; user: UserRow; amountCents: number; receiptFileId: number | null };
  };
};

export type OrderEventName = keyof OrderEvents;
export type OrderEventHandler<N extends OrderEventName> = (
  context: OrderEvents[N]['context'],
  payload: OrderEvents[N]['payload'],
) => Promise<unknown>;

type Registration = { [N in OrderEventName]: { name: string; handle: OrderEventHandler<N> }[] };

const handlers: Registration = {
  'order.status-changed': [],
  'order.quotes-requested': [],
  'order.cancelled-by-customer': [],
  'order.fuel-fee-stated': [],
};
let installed = false;

/**
 * Subscribes a feature to an event, once per name (registering the same name again replaces nothing).
 * Handlers run in the order they were registered.
 */
export const onOrderEvent = <N extends OrderEventName>(event: N, name: string, handle: OrderEventHandler<N>) => {
  const list = handlers[event] as { name: string; handle: OrderEventHandler<N> }[];
  if (!list.some((h) => h.name === name)) list.push({ name, handle });
};

/** Marks the subscriptions complete (app-events.ts): raising an event before that is a wiring error. */
export const markOrderEventsInstalled = () => {
  installed = true;
};

/**
 * Raises an event in the writer's transaction (`context.db`): every handler runs there, one after the other
 * (never in parallel on one transaction); a handler's error rolls the whole change back.
 */
export const raiseOrderEvent = async <N extends OrderEventName>(
  event: N,
  context: OrderEvents[N]['context'],
  payload: OrderEvents[N]['payload'],
) => {
  if (!installed) throw new Error(`order event ${event} raised before its handlers were installed (app-events.ts)`);
  for (const { handle } of handlers[event] as { name: string; handle: OrderEventHandler<N> }[]) await handle(context, payload);
};
