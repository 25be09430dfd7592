import {
  NotificationType,
  OrderEvent,
  type AdminOrderRequestRow,
  type AdminOrderRequestsQuery,
  type OrderStatus,
  type Paged,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { OrderRequestRow, UserRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { cancelRunningLoads } from '../loads/loads.service.js';
import { addOrderLogEvent } from '../order-log/order-log.service.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { findLiveOrders, lockOrderForUpdate, patchOrder } from '../orders/orders.service.js';
import { findBusiness, findUserById } from '../users/user-records.service.js';
import { enqueueOrderRequestsMail } from '../order-log/order-requests.mail-job.js';
import { carrierAudience, customerAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { presentRequest } from './order-requests.presenter.js';
import * as repo from './order-requests.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

/** GET /admin/order-requests: pending requests first (oldest first), then the resolved ones. */
export const listAdminOrderRequests = async (
  deps: Deps,
  query: AdminOrderRequestsQuery,
  url: string,
): Promise<Paged<AdminOrderRequestRow>> => {
  const paged = await paginate({
    query: repo.adminRequestsQuery(deps.db, query.status),
    sorts: repo.ADMIN_REQUEST_SORTS,
    request: { order_by: 'pending_first', order_direction: 'asc', page: query.page },
    tieBreaker: repo.REQUEST_TIE_BREAKER,
    url,
  });
  return mapPage(paged, async (rows: OrderRequestRow[]) => {
    const orders = new Map((await findLiveOrders(deps, [...new Set(rows.map((r) => r.orderId))])).map((o) => [o.id, o]));
    const userIds = [...new Set(rows.flatMap((r) => (r.requestedBy === null ? [] : [r.requestedBy])))];
    const users = new Map(
      (await Promise.all(userIds.map((id) => findUserById(deps, id)))).flatMap((u) => (u ? [[u.id, u]] : [])),
    );
    const businessIds = [...new Set(rows.flatMap((r) => (r.carrierBusinessId === null ? [] : [r.carrierBusinessId])))];
    const businesses = new Map(
      (await Promise.all(businessIds.map((id) => findBusiness(deps, id)))).flatMap((b) => (b ? [[b.id, b]] : [])),
    );
    return rows.flatMap((r) => {
      const order = orders.get(r.orderId);
      if (!order) return [];
      const requester = r.requestedBy === null ? undefined : users.get(r.requestedBy);
      return [
        {
          ...presentRequest(r),
          order_number: order.orderNumber,
          order_status: order.status as OrderStatus,
          requested_by: {
            id: requester?.id ?? null,
            full_name: requester ? [requester.firstName, requester.lastName].filter(Boolean).join(' ') : '',
            role: requester?.role ?? null,
          },
          carrier_name: r.carrierBusinessId === null ? null : (businesses.get(r.carrierBusinessId)?.name ?? null),
        },
      ];
    });
  });
};

const pendingRequest = async (deps: Deps, id: number) => {
  const request = await repo.findRequest(deps.db, id);
  if (!request) throw notFound();
  if (request.status !== 'pending') throw new AppError('conflict', 'request.already_resolved');
  return request;
};

/**
 * PUT /admin/order-requests/{id}/approve. A cancellation gives the job back to the board: the carrier is
 * cleared, its loads still to run are cancelled and the order is Active again. A completion completes the
 * order (lifecycle Deliver). Emails go to the requester (and, for a cancellation, the customer).
 */
export const approveOrderRequest = async (deps: Deps, admin: UserRow, id: number) => {
  const request = await pendingRequest(deps, id);
  return deps.db.transaction(async (tx) => {
    const txDeps = { db: tx, clock: deps.clock };
    const order = await lockOrderForUpdate(txDeps, request.orderId);
    if (!order) throw notFound();
    const resolved = await repo.resolveRequest(tx, request.id, {
      status: 'approved',
      by: admin.id,
      at: deps.clock(),
      comment: null,
    });
    if (!resolved) throw new AppError('conflict', 'request.already_resolved');
    const mail = { orderId: order.id, orderNumber: order.orderNumber };
    if (request.type === 'cancel') {
      if (order.carrierBusinessId === null || order.carrierBusinessId !== request.carrierBusinessId)
        throw new AppError('conflict', 'order.carrier_changed');
      await addOrderLogEvent(txDeps, {
        order,
        thread: 'carrier',
        author: admin,
        type: 'request_approved',
        params: { type: 'cancel' },
      });
      await addOrderLogEvent(txDeps, {
        order,
        thread: 'customer',
        author: admin,
        type: 'request_approved',
        params: { type: 'cancel' },
      });
      const released = await changeOrderStatus(txDeps, order.id, { type: OrderEvent.ReleaseJob, by: 'admin' });
      await patchOrder(txDeps, released, { carrierBusinessId: null, acceptedByTcAt: null });
      await cancelRunningLoads({ db: tx, jobs: deps.jobs }, order);
    } else {
      await changeOrderStatus(txDeps, order.id, { type: OrderEvent.Deliver, by: 'admin' });
      await addOrderLogEvent(txDeps, {
        order,
        thread: 'customer',
        author: admin,
        type: 'request_approved',
        params: { type: 'complete' },
      });
    }
    const type = request.type as 'cancel' | 'complete';
    const requester = request.requestedBy;
    // The carrier that asked to cancel is told even though the job is no longer its own.
    const parties = [
      ...(await customerAudience(txDeps, order)),
      ...(await carrierAudience(txDeps, request.carrierBusinessId ?? order.carrierBusinessId)),
    ];
    await notify(tx, deps, {
      userIds: parties,
      type: NotificationType.RequestDecided,
      orderId: order.id,
      params: { order_number: order.orderNumber, request_type: type, approved: true },
      email: {
        // the requester learns the decision; on a cancellation the customer learns that his job is open again
        to: [requester, type === 'cancel' ? order.userId : null],
        send: (t, userId) =>
          userId === requester
            ? enqueueOrderRequestsMail(deps, t, {
                kind: 'request-resolved',
                ...mail,
                userId,
                type,
                approved: true,
                comment: null,
              })
            : enqueueOrderRequestsMail(deps, t, { kind: 'job-released', ...mail, userId }),
      },
    });
    return presentRequest(resolved);
  });
};

/** PUT /admin/order-requests/{id}/decline: the order stays as it is; the requester is told (with the note). */
export const declineOrderRequest = async (deps: Deps, admin: UserRow, id: number, comment: string | null) => {
  const request = await pendingRequest(deps, id);
  const [order] = await findLiveOrders(deps, [request.orderId]);
  if (!order) throw notFound();
  return deps.db.transaction(async (tx) => {
    const resolved = await repo.resolveRequest(tx, request.id, { status: 'declined', by: admin.id, at: deps.clock(), comment });
    if (!resolved) throw new AppError('conflict', 'request.already_resolved');
    const thread = request.type === 'cancel' ? 'carrier' : 'customer';
    const sameCarrier = thread === 'customer' || order.carrierBusinessId === request.carrierBusinessId;
    if (sameCarrier)
      await addOrderLogEvent(
        { db: tx, clock: deps.clock },
        {
          order,
          thread,
          author: admin,
          type: 'request_declined',
          params: { type: request.type, ...(comment ? { comment } : {}) },
        },
      );
    const type = request.type as 'cancel' | 'complete';
    const txDeps = { db: tx };
    // the customer is told of his own completion request; of a carrier's cancellation only that carrier
    const parties =
      type === 'complete'
        ? [...(await customerAudience(txDeps, order)), ...(await carrierAudience(txDeps, order.carrierBusinessId))]
        : await carrierAudience(txDeps, request.carrierBusinessId);
    await notify(tx, deps, {
      userIds: parties,
      type: NotificationType.RequestDecided,
      orderId: order.id,
      params: { order_number: order.orderNumber, request_type: type, approved: false },
      email: {
        to: [request.requestedBy],
        send: (t, userId) =>
          enqueueOrderRequestsMail(deps, t, {
            kind: 'request-resolved',
            orderId: order.id,
            orderNumber: order.orderNumber,
            userId,
            type,
            approved: false,
            comment,
          }),
      },
    });
    return presentRequest(resolved);
  });
};
