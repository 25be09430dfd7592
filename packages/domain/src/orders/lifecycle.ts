import { OrderStatus, ORDER_STATUSES } from './enums.js';

/** Who makes a status change: the customer, the carrier (company or dispatcher), its driver, an admin, or the system (payments, schedules). */
export type OrderActor = 'customer' | 'carrier' | 'driver' | 'admin' | 'system';

export const OrderEvent = {
  /** no automatic price for the route: the order waits for an admin's price */
  RequestQuote: 'request_quote',
  /** an admin priced a quote (or sent the order back for edits): the customer resumes at the pricing step */
  ReturnToDraft: 'return_to_draft',
  /** paid or booked: open to carriers */
  Book: 'book',
  /** the customer asks matching carriers for quotes (auto dispatch) */
  RequestCarrierQuotes: 'request_carrier_quotes',
  /** the customer accepted a carrier's quote and paid */
  AcceptCarrierQuote: 'accept_carrier_quote',
  /** the carrier's first load started */
  StartTransport: 'start_transport',
  /** the carrier reports a delay */
  ReportDelay: 'report_delay',
  /** the delay is over */
  ResumeTransport: 'resume_transport',
  /** every car delivered */
  Deliver: 'deliver',
  /** the customer confirms or rates; the system does it 7 days after delivery */
  Confirm: 'confirm',
  Cancel: 'cancel',
  /** an operator cancels an order he holds (the customer cannot cancel a held order) */
  CancelHeld: 'cancel_held',
  Refund: 'refund',
  Hold: 'hold',
  Release: 'release',
  /** an admin approved the carrier's cancellation request, or removed the carrier: the job goes back to the load board */
  ReleaseJob: 'release_job',
} as const;
export type OrderEvent = (typeof OrderEvent)[keyof typeof OrderEvent];

type Rule = { from: readonly OrderStatus[]; to: OrderStatus; by: readonly OrderActor[] };

const S = OrderStatus;
const E = OrderEvent;

/** docs/architecture.md, Product rules: every allowed status change, with who may make it. Anything not listed is refused. */
export const ORDER_TRANSITIONS: Record<OrderEvent, Rule> = {
  [E.RequestQuote]: { from: [S.Draft], to: S.Quotes, by: ['customer', 'system'] },
  [E.ReturnToDraft]: { from: [S.Quotes, S.Active], to: S.Draft, by: ['admin'] },
  [E.Book]: { from: [S.Draft], to: S.Active, by: ['customer', 'admin', 'system'] },
  [E.RequestCarrierQuotes]: { from: [S.Draft], to: S.AutoDispatchPending, by: ['customer'] },
  [E.AcceptCarrierQuote]: { from: [S.AutoDispatchPending], to: S.Active, by: ['customer', 'system'] },
  [E.StartTransport]: { from: [S.Active], to: S.InProgress, by: ['driver', 'carrier', 'system'] },
  [E.ReportDelay]: { from: [S.Active, S.InProgress], to: S.Delayed, by: ['carrier', 'driver', 'admin'] },
  [E.ResumeTransport]: { from: [S.Delayed], to: S.InProgress, by: ['carrier', 'driver', 'admin'] },
  // admin: approving the customer's completion request
  [E.Deliver]: { from: [S.InProgress, S.Delayed], to: S.Completed, by: ['driver', 'carrier', 'system', 'admin'] },
  [E.Confirm]: { from: [S.Completed], to: S.CompletedConfirmed, by: ['customer', 'system'] },
  [E.Cancel]: { from: [S.Active, S.InProgress, S.Delayed], to: S.Cancelled, by: ['customer', 'admin'] },
  [E.CancelHeld]: { from: [S.Hold], to: S.Cancelled, by: ['admin'] },
  [E.Refund]: { from: [S.Cancelled], to: S.CancelledRefunded, by: ['admin', 'system'] },
  [E.Hold]: { from: [S.Active], to: S.Hold, by: ['admin'] },
  [E.Release]: { from: [S.Hold], to: S.Active, by: ['admin'] },
  [E.ReleaseJob]: { from: [S.Active, S.InProgress, S.Delayed], to: S.Active, by: ['admin'] },
};

export type TransitionError =
  | 'order.unknown_status'
  | 'order.unknown_event'
  | 'order.transition_not_allowed'
  | 'order.actor_not_allowed';
export type TransitionResult = { ok: true; status: OrderStatus } | { ok: false; error: TransitionError };

/** The status an order moves to when an actor makes an event happen, or why it may not. */
export const transition = (from: number, event: { type: OrderEvent; by: OrderActor }): TransitionResult => {
  if (!(ORDER_STATUSES as readonly number[]).includes(from)) return { ok: false, error: 'order.unknown_status' };
  const rule = ORDER_TRANSITIONS[event.type] as Rule | undefined;
  if (!rule) return { ok: false, error: 'order.unknown_event' };
  if (!rule.from.includes(from as OrderStatus)) return { ok: false, error: 'order.transition_not_allowed' };
  if (!rule.by.includes(event.by)) return { ok: false, error: 'order.actor_not_allowed' };
  return { ok: true, status: rule.to };
};

/** Events an actor may make happen on an order in a status (what buttons to show). */
export const allowedEvents = (from: OrderStatus, by: OrderActor): OrderEvent[] =>
  (Object.keys(ORDER_TRANSITIONS) as OrderEvent[]).filter((e) => transition(from, { type: e, by }).ok);

/** The event that cancels an order in a status: a held order has its own (an operator's only). */
export const cancelEventFor = (status: number): OrderEvent => (status === S.Hold ? E.CancelHeld : E.Cancel);

/**
 * The events that take a new draft to a status, in order (the demo data walks each order through them).
 * The actor of each step is the first one its rule allows.
 */
export const PATH_FROM_DRAFT: Record<OrderStatus, readonly OrderEvent[]> = {
  [S.Draft]: [],
  [S.Quotes]: [E.RequestQuote],
  [S.AutoDispatchPending]: [E.RequestCarrierQuotes],
  [S.Active]: [E.Book],
  [S.Hold]: [E.Book, E.Hold],
  [S.InProgress]: [E.Book, E.StartTransport],
  [S.Delayed]: [E.Book, E.StartTransport, E.ReportDelay],
  [S.Completed]: [E.Book, E.StartTransport, E.Deliver],
  [S.CompletedConfirmed]: [E.Book, E.StartTransport, E.Deliver, E.Confirm],
  [S.Cancelled]: [E.Book, E.Cancel],
  [S.CancelledRefunded]: [E.Book, E.Cancel, E.Refund],
};

/** First actor allowed to make an event happen (for walks made by the system on someone's behalf). */
export const defaultActor = (event: OrderEvent): OrderActor => ORDER_TRANSITIONS[event].by[0];
