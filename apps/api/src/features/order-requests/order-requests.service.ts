import {
  carrierCancelAvailableAt,
  carrierCancelRefusal,
  completionRefusal,
  NotificationType,
  TaskStatus,
  type OrderRequestType,
  type OrderRequestInput,
  type OrderRequestSummary,
  type OrderRequestsState,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { findOrderLoads } from '../loads/loads.service.js';
import { addOrderLogEvent, orderBlock } from '../order-log/order-log.service.js';
import { findLiveOrders } from '../orders/orders.service.js';
import { adminAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { holdsJob, isOrderCustomer, reporterKind } from './order-requests.policy.js';
import { presentRequest } from './order-requests.presenter.js';
import * as repo from './order-requests.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

const liveOrder = async (deps: Deps, orderId: number) => {
  const [order] = await findLiveOrders(deps, [orderId]);
  if (!order) throw notFound();
  return order;
};

const cancelRefusalFor = async (deps: Deps, order: OrderRow) =>
  (await orderBlock(deps, order, 'carrier')) ??
  carrierCancelRefusal(
    {
      status: order.status,
      acceptedAt: order.acceptedByTcAt,
      pendingRequest: await repo.hasPendingRequest(deps.db, order.id, 'cancel'),
    },
    deps.clock(),
  );

const completionRefusalFor = async (deps: Deps, order: OrderRow) => {
  const block = await orderBlock(deps, order, 'customer');
  if (block) return block;
  const loads = await findOrderLoads(deps, order.id);
  return completionRefusal({
    status: order.status,
    hasLoads: loads.some((l) => l.status !== TaskStatus.Cancelled && l.status !== TaskStatus.Rejected),
    pendingRequest: await repo.hasPendingRequest(deps.db, order.id, 'complete'),
  });
};

/** The admins are told that a request waits for their decision. */
export const tellAdminsOfRequest = async (
  tx: DbOrTx,
  deps: Pick<Deps, 'clock'>,
  order: Pick<OrderRow, 'id' | 'orderNumber'>,
  type: OrderRequestType,
) =>
  notify(tx, deps, {
    userIds: await adminAudience({ db: tx }),
    type: NotificationType.RequestCreated,
    orderId: order.id,
    params: { order_number: order.orderNumber, request_type: type },
  });

/** Throws a refusal: the deleted owner or driver is a 403, the rest a 409 with the rule's message. */
const refuse = (refusal: string): never => {
  throw new AppError(refusal === 'order.owner_deleted' || refusal === 'order.driver_deleted' ? 'forbidden' : 'conflict', refusal);
};

/**
 * POST /orders/cancel-request/{id}: the company holding the job asks to be released (spec §4: not in the first
 * 12 hours after acceptance, not while a request is open, not on a completed order).
 */
export const requestCancellation = async (deps: Deps, user: UserRow, orderId: number, reason: string) => {
  const order = await liveOrder(deps, orderId);
  if (!holdsJob(user, order)) throw forbidden();
  const refusal = await cancelRefusalFor(deps, order);
  if (refusal) refuse(refusal);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, {
      orderId: order.id,
      type: 'cancel',
      reason,
      requestedBy: user.id,
      carrierBusinessId: order.carrierBusinessId,
      createdAt: deps.clock(),
    });
    if (!row) throw new AppError('conflict', 'order.request_in_progress');
    await addOrderLogEvent(
      { db: tx, clock: deps.clock },
      { order, thread: 'carrier', author: user, type: 'cancel_requested', params: { reason } },
    );
    await tellAdminsOfRequest(tx, deps, order, 'cancel');
    return presentRequest(row);
  });
};

/**
 * PUT /orders/{id}/complete and POST /orders/order-request/{id} type complete: the customer believes every car
 * was delivered and asks an admin to complete the order ("Awaiting completion approval" until resolved).
 */
export const requestCompletion = async (deps: Deps, user: UserRow, orderId: number, reason: string | null) => {
  const order = await liveOrder(deps, orderId);
  if (!isOrderCustomer(user, order)) throw forbidden();
  const refusal = await completionRefusalFor(deps, order);
  if (refusal) refuse(refusal);
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, {
      orderId: order.id,
      type: 'complete',
      reason: reason ?? '',
      requestedBy: user.id,
      createdAt: deps.clock(),
    });
    if (!row) throw new AppError('conflict', 'order.request_in_progress');
    await addOrderLogEvent(
      { db: tx, clock: deps.clock },
      { order, thread: 'customer', author: user, type: 'completion_requested', params: reason ? { reason } : {} },
    );
    await tellAdminsOfRequest(tx, deps, order, 'complete');
    return presentRequest(row);
  });
};

/** POST /orders/order-request/{id}: a carrier's cancellation or a customer's completion, by `type`. */
export const createOrderRequest = (deps: Deps, user: UserRow, orderId: number, input: OrderRequestInput) =>
  input.type === 'cancel'
    ? requestCancellation(deps, user, orderId, input.reason)
    : requestCompletion(deps, user, orderId, input.reason);

/**
 * GET /order-requests/{id}: the caller's side of the order's requests and what he may do now: the carrier its
 * cancellations, the customer his completions, a driver whether he may report.
 */
export const getOrderRequestsState = async (deps: Deps, user: UserRow, orderId: number): Promise<OrderRequestsState> => {
  const order = await liveOrder(deps, orderId);
  if (isOrderCustomer(user, order)) {
    const refusal = await completionRefusalFor(deps, order);
    const rows = await repo.findOrderRequests(deps.db, order.id, { type: 'complete' });
    return { data: rows.map(presentRequest), cancel: null, complete: { allowed: refusal === null, refusal }, can_report: false };
  }
  const loads = await findOrderLoads(deps, order.id);
  const kind = reporterKind(user, order, loads);
  if (!kind) throw notFound();
  const block = await orderBlock(deps, order, 'carrier');
  if (kind === 'driver') return { data: [], cancel: null, complete: null, can_report: block === null };
  const refusal = await cancelRefusalFor(deps, order);
  const rows = await repo.findOrderRequests(deps.db, order.id, { type: 'cancel', carrierBusinessId: user.businessDetailsId! });
  return {
    data: rows.map(presentRequest),
    cancel: {
      allowed: refusal === null,
      refusal,
      available_at: carrierCancelAvailableAt(order.acceptedByTcAt)?.toISOString() ?? null,
    },
    complete: null,
    can_report: block === null,
  };
};

/**
 * The carrier's latest cancellation request on a job it holds (pending, or the last one resolved), for the
 * job page's `cancel_request`; null when it made none.
 */
export const carrierCancelRequestSummary = async (
  deps: Pick<AppDeps, 'db'>,
  orderId: number,
  carrierBusinessId: number,
): Promise<OrderRequestSummary | null> => {
  const [latest] = await repo.findOrderRequests(deps.db, orderId, { type: 'cancel', carrierBusinessId });
  if (!latest) return null;
  const { id, type, status, reason } = presentRequest(latest);
  return { id, type, status, reason };
};

/** Rows written straight in, as the services would have (demo data). */
export const recordOrderRequest = (deps: { db: DbOrTx }, values: repo.NewOrderRequest) => repo.insertRequest(deps.db, values);
export const recordIssueReport = (deps: { db: DbOrTx }, values: repo.NewIssueReport) => repo.insertIssueReport(deps.db, values);

/** Subqueries of order ids for the admin's order list: a request waits for an answer; a report was made. */
export const ordersWithPendingRequests = (deps: { db: DbOrTx }) => repo.orderIdsWithPendingRequests(deps.db);
export const ordersWithIssueReports = (deps: { db: DbOrTx }) => repo.orderIdsWithIssueReports(deps.db);
