import {
  businessDayOf,
  carrierCancelRefusal,
  isEtaAllowed,
  Msg,
  NotificationType,
  OrderEvent,
  OrderStatus,
  type AdminIssueReports,
  type CarIssueReportInput,
  type IssueReportResult,
  type ResolveReportInput,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit-records.service.js';
import { findUserNames } from '../users/user-records.service.js';
import { findLoadById, findOrderLoads } from '../loads/loads.service.js';
import { addOrderLogEvent, orderBlock } from '../order-log/order-log.service.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { findCars, findLiveOrders, lockOrderForUpdate, patchOrder } from '../orders/orders.service.js';
import { enqueueOrderRequestsMail } from '../order-log/order-requests.mail-job.js';
import { customerAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { tellOperators } from '../notifications/operator-notices.js';
import { tellAdminsOfRequest } from './order-requests.service.js';
import { reporterKind } from './order-requests.policy.js';
import { presentRequest } from './order-requests.presenter.js';
import * as repo from './order-requests.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

/** Statuses a held job runs in: booked, in progress, delayed. */
const RUNNING: readonly number[] = [OrderStatus.Active, OrderStatus.InProgress, OrderStatus.Delayed];

const today = (now: Date) => businessDayOf(now);

/** The order and the caller's part in it, once he may report on it (404, 403 or 403 with the block's message). */
const reportableOrder = async (deps: Deps, user: UserRow, orderId: number) => {
  const [order] = await findLiveOrders(deps, [orderId]);
  if (!order) throw notFound();
  const loads = await findOrderLoads(deps, order.id);
  const kind = reporterKind(user, order, loads);
  if (!kind) throw notFound();
  const block = await orderBlock(deps, order, 'carrier');
  if (block) throw new AppError('forbidden', block);
  return { order, loads, kind };
};

type Target = { carId?: number; loadId?: number; carLabel?: string };

/**
 * Files a report: a delay moves the order to Delayed through the lifecycle (once) and sets the new due date,
 * tells the customer by email and in his thread; a car pickup problem may also open a cancellation request.
 */
const fileReport = async (
  deps: Deps,
  user: UserRow,
  order: OrderRow,
  kind: 'carrier' | 'driver',
  target: Target,
  input: CarIssueReportInput,
): Promise<IssueReportResult> => {
  if (!RUNNING.includes(order.status)) throw new AppError('conflict', 'order.not_running');
  if (input.type === 'delay' && !isEtaAllowed(input.new_eta, today(deps.clock())))
    throw fieldError('new_eta', Msg.startDateTooEarly);
  // a delay moves the due date later: an earlier or equal date would tell the customer of a delay that is not one
  if (input.type === 'delay' && order.dueDate !== null && input.new_eta <= order.dueDate)
    throw fieldError('new_eta', Msg.etaBeforeDueDate);
  const wantsCancel = input.type === 'pickup_problem' && input.cancel_request === true;
  if (wantsCancel) {
    const refusal = carrierCancelRefusal(
      {
        status: order.status,
        acceptedAt: order.acceptedByTcAt,
        pendingRequest: await repo.hasPendingRequest(deps.db, order.id, 'cancel'),
      },
      deps.clock(),
    );
    if (refusal) throw new AppError('conflict', refusal);
  }
  const otherReason = 'other_reason' in input ? (input.other_reason ?? null) : null;
  return deps.db.transaction(async (tx) => {
    const txDeps = { db: tx, clock: deps.clock };
    // the order row first (decision 042): a cancel or another report waits; the status is read under the lock
    const locked = await lockOrderForUpdate(txDeps, order.id);
    if (!locked) throw notFound();
    const report = await repo.insertIssueReport(tx, {
      orderId: order.id,
      carId: target.carId ?? null,
      loadId: target.loadId ?? null,
      type: input.type,
      reason: input.reason,
      otherReason,
      newEta: input.type === 'delay' ? input.new_eta : null,
      cancelRequest: wantsCancel,
      reportedBy: user.id,
      createdAt: deps.clock(),
    });
    let current = locked;
    if (input.type === 'delay') {
      if (current.status !== OrderStatus.Delayed)
        current = await changeOrderStatus(txDeps, order.id, { type: OrderEvent.ReportDelay, by: kind });
      current = await patchOrder(txDeps, current, { dueDate: input.new_eta });
      const newEta = input.new_eta;
      await notify(tx, deps, {
        userIds: await customerAudience({ db: tx }, order),
        type: NotificationType.OrderDelayed,
        orderId: order.id,
        params: { order_number: order.orderNumber, new_eta: newEta },
        email: {
          send: (t, userId) =>
            enqueueOrderRequestsMail(deps, t, {
              kind: 'order-delayed',
              orderId: order.id,
              orderNumber: order.orderNumber,
              userId,
              newEta,
            }),
        },
      });
    }
    const params: Record<string, string> = {
      type: input.type,
      reason: input.reason,
      ...(otherReason ? { other_reason: otherReason } : {}),
      ...(input.type === 'delay' ? { new_eta: input.new_eta } : {}),
      ...(target.carLabel ? { car: target.carLabel } : {}),
      ...(target.loadId ? { load: String(target.loadId) } : {}),
    };
    await addOrderLogEvent(txDeps, { order, thread: 'carrier', author: user, type: 'issue_reported', params });
    const about = { orderId: order.id, orderNumber: order.orderNumber };
    await tellOperators(
      tx,
      deps,
      input.type === 'delay'
        ? { kind: 'delay', ...about, newEta: input.new_eta }
        : { kind: 'issue', ...about, issueType: input.type },
    );
    // the customer learns of a delay in his own thread (the other reports are between the carrier and the admin)
    if (input.type === 'delay')
      await addOrderLogEvent(txDeps, {
        order,
        thread: 'customer',
        author: null,
        type: 'issue_reported',
        params: { type: 'delay', new_eta: input.new_eta },
      });
    let cancelRequest = null;
    if (wantsCancel) {
      const reason = otherReason ?? input.reason;
      const row = await repo.insertRequest(tx, {
        orderId: order.id,
        type: 'cancel',
        reason,
        requestedBy: user.id,
        carrierBusinessId: order.carrierBusinessId,
        createdAt: deps.clock(),
      });
      if (!row) throw new AppError('conflict', 'order.request_in_progress');
      await addOrderLogEvent(txDeps, { order, thread: 'carrier', author: user, type: 'cancel_requested', params: { reason } });
      await tellAdminsOfRequest(tx, deps, order, 'cancel');
      cancelRequest = presentRequest(row);
    }
    return {
      id: report.id,
      type: input.type,
      order_status: current.status as OrderStatus,
      due_date: current.dueDate,
      cancel_request: cancelRequest,
      message: 'report.sent',
    };
  });
};

/** POST /orders/report-issue/{id}: a delay or another issue on the whole job. */
export const reportOrderIssue = async (deps: Deps, user: UserRow, orderId: number, input: CarIssueReportInput) => {
  const { order, kind } = await reportableOrder(deps, user, orderId);
  return fileReport(deps, user, order, kind, {}, input);
};

/** POST /cars/report-issue/{id}: an issue on one car of the job (a pickup problem, a delay, another issue). */
export const reportCarIssue = async (deps: Deps, user: UserRow, carId: number, input: CarIssueReportInput) => {
  const [car] = await findCars(deps, [carId]);
  if (!car) throw notFound();
  const { order, kind } = await reportableOrder(deps, user, car.orderId);
  const label = [car.year, car.make, car.model].filter(Boolean).join(' ') || `#${car.carNumber}`;
  return fileReport(deps, user, order, kind, { carId: car.id, carLabel: label }, input);
};

/** POST /loads/report-issue/{id}: a delay or another issue on one load (its driver, or the company). */
export const reportLoadIssue = async (deps: Deps, user: UserRow, loadId: number, input: CarIssueReportInput) => {
  const load = await findLoadById(deps, loadId);
  if (!load) throw notFound();
  const { order, kind } = await reportableOrder(deps, user, load.orderId);
  if (kind === 'driver' && load.driverUserId !== user.id) throw forbidden();
  return fileReport(deps, user, order, kind, { loadId: load.id }, input);
};

/** GET /admin/orders/{id}/reports: the order's issue and delay reports, oldest first, resolved or not. */
export const listOrderReports = async (deps: Pick<Deps, 'db'>, orderId: number): Promise<AdminIssueReports> => {
  const [order] = await findLiveOrders(deps, [orderId]);
  if (!order) throw notFound();
  const rows = await repo.findOrderReports(deps.db, order.id);
  const names = new Map(
    (await findUserNames(deps, [...new Set(rows.flatMap((r) => (r.reportedBy === null ? [] : [r.reportedBy])))])).map((u) => [
      u.id,
      [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email,
    ]),
  );
  return {
    data: rows.map((r) => ({
      id: r.id,
      type: r.type,
      reason: r.reason,
      other_reason: r.otherReason,
      new_eta: r.newEta,
      car_id: r.carId,
      load_id: r.loadId,
      reported_by: r.reportedBy === null ? '' : (names.get(r.reportedBy) ?? ''),
      created_at: r.createdAt.toISOString(),
      resolved_at: r.resolvedAt?.toISOString() ?? null,
      resolution_note: r.resolutionNote,
    })),
  };
};

/**
 * POST /admin/issue-reports/{id}/resolve: the operator marks a report resolved, with an optional note: it no longer
 * makes its order need attention; the carrier's chat shows the resolution (its reporter sees it); audited.
 * A report resolved already answers 409 (two operators at once: the conditional update lets one through).
 */
export const resolveIssueReport = async (deps: Deps, admin: UserRow, reportId: number, input: ResolveReportInput) => {
  const report = await repo.findIssueReport(deps.db, reportId);
  if (!report) throw notFound();
  const [order] = await findLiveOrders(deps, [report.orderId]);
  if (!order) throw notFound();
  return deps.db.transaction(async (tx) => {
    const note = input.note || null;
    const resolved = await repo.resolveIssueReport(tx, report.id, { by: admin.id, at: deps.clock(), note });
    if (!resolved) throw new AppError('conflict', 'report.already_resolved');
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'report_resolve',
      subject: { type: 'issue_report', id: report.id },
      orderId: order.id,
      before: { type: report.type, resolved: false },
      after: { type: report.type, resolved: true },
      comment: note,
    });
    await addOrderLogEvent(
      { db: tx, clock: deps.clock },
      {
        order,
        thread: 'carrier',
        author: admin,
        type: 'report_resolved',
        params: { type: report.type, ...(note ? { note } : {}) },
      },
    );
    return { message: 'report.resolved', id: resolved.id };
  });
};
