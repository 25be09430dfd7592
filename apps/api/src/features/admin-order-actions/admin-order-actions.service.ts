import {
  adminOrderActions,
  adminRejectRefusal,
  allowedEvents,
  assignCarrierRefusal,
  businessToday,
  cancelEventFor,
  carrierPayRefusal,
  centsToDollars,
  insuranceStatus,
  removeCarrierRefusal,
  DUE_DATE_STATUSES,
  NotificationType,
  OrderEvent,
  OrderActionMsg,
  OrderStatus,
  type AdminActionFacts,
  type AdminOrderActionResult,
  type AdminCarrierOptions,
  type AdminOrderActions,
  type AssignCarrierInput,
  type CancelOrderInput,
  type RemoveCarrierInput,
  type ChangeDueDateInput,
  type HoldOrderInput,
  type RejectOrderInput,
  type ReleaseOrderInput,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit-records.service.js';
import { findSucceededPayment, lockSucceededPayment } from '../checkout/payment-refunds.service.js';
import { carrierAudience, customerAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { cancellationRuleFee, cancelLockedOrder } from '../orders/order-cancel.service.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { declinePendingBids } from '../bids/bids.service.js';
import { cancelRunningLoads, hasPickedUpLoad } from '../loads/loads.service.js';
import { assignOffer } from '../offers/offers.service.js';
import { findLiveOrder, lockOrderForUpdate, patchOrder } from '../orders/orders.service.js';
import { findApprovedCarrierCompanies, findApprovedCarrierCompany, findBusiness } from '../users/user-records.service.js';
import { enqueueAdminOrderMail, type AdminOrderMail } from './admin-order-actions.mail-job.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

const facts = (order: OrderRow, pickedUp = false): AdminActionFacts => ({
  status: order.status as OrderStatus,
  carrierAssigned: order.carrierBusinessId !== null,
  paidWithCard: order.paidWithCard === true,
  pickedUp,
});

/** Has a car of a carried order been picked up (a load begun its transport)? */
const pickedUpOf = (deps: { db: DbOrTx }, order: OrderRow) =>
  order.carrierBusinessId === null ? Promise.resolve(false) : hasPickedUpLoad(deps, order.id);

/** What a cancellation now gives: the card's charge, the rules' fee, the rest refunded (nothing charged, nothing back). */
const ruleRefund = (order: OrderRow, paidCents: number, now: Date) => {
  const { feeCents, tier } = cancellationRuleFee(order, now);
  return { tier, feeCents, refundCents: Math.max(paidCents - feeCents, 0) };
};

/** GET /admin/orders/{id}/actions: the actions the order's status allows an operator, and a cancellation's refund. */
export const adminOrderActionsOf = async (deps: Deps, orderId: number): Promise<AdminOrderActions> => {
  const order = await findLiveOrder(deps, orderId);
  if (!order || order.deletedAt) throw notFound();
  const actions = adminOrderActions(facts(order, await pickedUpOf(deps, order)));
  let cancellation: AdminOrderActions['cancellation'] = null;
  if (actions.includes('cancel')) {
    const payment = order.paidWithCard === true ? await findSucceededPayment(deps, order.id) : null;
    const paidCents = payment?.amountCents ?? 0;
    const { feeCents, refundCents } = ruleRefund(order, paidCents, deps.clock());
    cancellation = {
      paid: centsToDollars(paidCents),
      fee: centsToDollars(feeCents),
      refund: centsToDollars(refundCents),
      paid_with_card: payment !== null,
    };
  }
  const carrier = order.carrierBusinessId === null ? null : await findBusiness(deps, order.carrierBusinessId);
  return {
    actions,
    cancellation,
    start_at: order.startAt,
    due_date: order.dueDate,
    carrier: carrier ? { id: carrier.id, name: carrier.name ?? '' } : null,
    customer_price: order.dealerPriceCents === null ? null : centsToDollars(order.dealerPriceCents),
  };
};

/** GET /admin/carriers: the approved transport companies an operator may give a job to, with their insurance today. */
export const adminCarrierOptions = async (deps: Deps): Promise<AdminCarrierOptions> => {
  const today = businessToday(deps.clock());
  return {
    carriers: (await findApprovedCarrierCompanies(deps)).map((b) => ({
      id: b.id,
      name: b.name ?? '',
      insurance: insuranceStatus(b.expiryDate, today).state,
      insurance_expiry: b.expiryDate,
    })),
  };
};

/** The order, locked for the action (its row lock: a concurrent action waits, then finds the order as this one left it). */
const lockLiveOrder = async (tx: DbOrTx, orderId: number) => {
  const order = await lockOrderForUpdate({ db: tx }, orderId);
  if (!order || order.deletedAt) throw notFound();
  return order;
};

/** Tells the customer side and, when asked, the carrier of an order, with the action's e-mail to each. */
const tellParties = async (
  deps: Deps,
  tx: DbOrTx,
  order: OrderRow,
  what: {
    type: NotificationType;
    params?: Record<string, string | number | boolean>;
    mail: (carrierSide: boolean) => AdminOrderMail['body'] | null;
    carrier: boolean;
  },
) => {
  const base = { orderId: order.id, orderNumber: order.orderNumber };
  const sides: [number[], boolean][] = [[await customerAudience({ db: tx }, order), false]];
  if (what.carrier) sides.push([await carrierAudience({ db: tx }, order.carrierBusinessId), true]);
  for (const [userIds, carrierSide] of sides) {
    const body = what.mail(carrierSide);
    await notify(tx, deps, {
      userIds,
      type: what.type,
      orderId: order.id,
      params: { order_number: order.orderNumber, ...what.params },
      email: body ? { send: (t, userId) => enqueueAdminOrderMail(deps, t, { ...base, userId, carrierSide, body }) } : undefined,
    });
  }
};

const done = (message: string, order: OrderRow, refund: number | null = null): AdminOrderActionResult => ({
  message,
  status: order.status,
  refund,
});

/**
 * POST /admin/orders/{id}/reject: the order goes back to its customer as a draft (the lifecycle's return to draft),
 * marked rejected with the operator's comment; he sees it on the order and in an e-mail, edits and submits again
 * (which clears the mark). A paid order or a job a carrier holds is cancelled instead (409).
 */
export const adminRejectOrder = (deps: Deps, admin: UserRow, orderId: number, input: RejectOrderInput) =>
  deps.db.transaction(async (tx) => {
    const order = await lockLiveOrder(tx, orderId);
    const refusal = adminRejectRefusal(facts(order));
    if (refusal) throw new AppError('conflict', refusal);
    const moved = await changeOrderStatus({ db: tx, clock: deps.clock }, order.id, {
      type: OrderEvent.ReturnToDraft,
      by: 'admin',
    });
    const rejected = await patchOrder({ db: tx }, moved, {
      isRejected: true,
      rejectComment: input.comment,
      // the customer resumes at the pricing step at the latest, and may go back to any earlier one
      currentStep: Math.min(moved.currentStep ?? 1, 4),
      updatedAt: deps.clock(),
    });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'order_reject',
      subject: { type: 'order', id: order.id },
      orderId: order.id,
      before: { status: order.status, is_rejected: order.isRejected },
      after: { status: rejected.status, is_rejected: true },
      comment: input.comment,
    });
    await tellParties(deps, tx, order, {
      type: NotificationType.OrderRejected,
      mail: () => ({ kind: 'rejected', comment: input.comment }),
      carrier: false,
    });
    return done('order.rejected', rejected);
  });

/** Holds an active order (status 10) or releases a held one, audited, the customer and the carrier told. */
const moveHold = (deps: Deps, admin: UserRow, orderId: number, step: { held: boolean; comment: string | null }) =>
  deps.db.transaction(async (tx) => {
    const order = await lockLiveOrder(tx, orderId);
    const event = step.held ? OrderEvent.Hold : OrderEvent.Release;
    const moved = await changeOrderStatus({ db: tx, clock: deps.clock }, order.id, { type: event, by: 'admin' });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: step.held ? 'order_hold' : 'order_release',
      subject: { type: 'order', id: order.id },
      orderId: order.id,
      before: { status: order.status },
      after: { status: moved.status },
      comment: step.comment,
    });
    await tellParties(deps, tx, moved, {
      type: NotificationType.OrderHeld,
      params: { held: step.held },
      mail: () => ({ kind: step.held ? 'held' : 'released' }),
      carrier: true,
    });
    return done(step.held ? 'order.held' : 'order.released', moved);
  });

/** POST /admin/orders/{id}/hold: an active order is held (status 10); its carrier cannot move its loads until released. */
export const adminHoldOrder = (deps: Deps, admin: UserRow, orderId: number, input: HoldOrderInput) =>
  moveHold(deps, admin, orderId, { held: true, comment: input.reason });

/** POST /admin/orders/{id}/release: a held order is active again. */
export const adminReleaseOrder = (deps: Deps, admin: UserRow, orderId: number, input: ReleaseOrderInput) =>
  moveHold(deps, admin, orderId, { held: false, comment: input.comment ?? null });

/**
 * POST /admin/orders/{id}/cancel: cancels through the lifecycle with the refund the cancellation rules give
 * (decision 054), or the amount the operator typed (0 up to what the card paid); the kept part is the fee, on the
 * dry-run invoice, so the gateway's net, the payment's and the invoice's stay equal. One cancellation per order:
 * a second (or one racing it) finds the order cancelled (409) and refunds nothing.
 */
export const adminCancelOrder = (deps: Deps, admin: UserRow, orderId: number, input: CancelOrderInput) =>
  deps.db.transaction(async (tx) => {
    const order = await lockLiveOrder(tx, orderId);
    if (!allowedEvents(order.status as OrderStatus, 'admin').includes(cancelEventFor(order.status)))
      throw new AppError('conflict', 'order.transition_not_allowed');
    const payment = order.paidWithCard === true ? await lockSucceededPayment({ db: tx }, order.id) : null;
    const paidCents = payment?.amountCents ?? 0;
    const rule = ruleRefund(order, paidCents, deps.clock());
    let { feeCents, refundCents } = rule;
    if (input.refund !== undefined) {
      const wanted = Math.round(input.refund * 100);
      if (wanted > paidCents) throw fieldError('refund', OrderActionMsg.refundAbovePaid);
      // what the card paid and is not given back is the fee; an order billed by invoice keeps the rules' fee
      if (payment) {
        refundCents = wanted;
        feeCents = paidCents - wanted;
      }
    }
    const { cancelled } = await cancelLockedOrder(deps, tx, order, { by: 'admin', tier: rule.tier, feeCents });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'order_cancel',
      subject: { type: 'order', id: order.id },
      orderId: order.id,
      before: { status: order.status },
      after: {
        status: cancelled.status,
        fee: centsToDollars(feeCents),
        refund: centsToDollars(refundCents),
        override: input.refund !== undefined,
      },
      comment: input.comment ?? null,
    });
    // the customer's e-mail (fee and refund) is the cancellation's own; the carrier is told its job is gone
    await tellParties(deps, tx, cancelled, {
      type: NotificationType.OrderCancelledByAdmin,
      params: { refund: centsToDollars(refundCents) },
      mail: (carrierSide) => (carrierSide ? { kind: 'cancelled' } : null),
      carrier: true,
    });
    return done('order.cancelled', cancelled, centsToDollars(refundCents));
  });

/** PUT /admin/orders/{id}/due-date: a booked, unfinished order's due date moves (not before its pickup); both parties are told. */
export const adminChangeDueDate = (deps: Deps, admin: UserRow, orderId: number, input: ChangeDueDateInput) =>
  deps.db.transaction(async (tx) => {
    const order = await lockLiveOrder(tx, orderId);
    if (!DUE_DATE_STATUSES.includes(order.status as OrderStatus)) throw new AppError('conflict', 'order.due_date_not_allowed');
    if (order.startAt && input.due_date < order.startAt) throw fieldError('due_date', OrderActionMsg.dueBeforePickup);
    const changed = await patchOrder({ db: tx }, order, { dueDate: input.due_date, updatedAt: deps.clock() });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'order_due_date',
      subject: { type: 'order', id: order.id },
      orderId: order.id,
      before: { due_date: order.dueDate },
      after: { due_date: input.due_date },
      comment: input.comment ?? null,
    });
    await tellParties(deps, tx, changed, {
      type: NotificationType.DueDateChanged,
      params: { due_date: input.due_date },
      mail: () => ({ kind: 'due-date', dueDate: input.due_date }),
      carrier: true,
    });
    return done('order.due_date_changed', changed);
  });

/**
 * POST /admin/orders/{id}/remove-carrier: the job is taken off its carrier before any car is picked up (decision
 * 068): the lifecycle's release of the job, the carrier cleared, its loads still to run cancelled, the order back on
 * the board (patchOrder publishes the board change); the carrier is told why, by notification and e-mail, and the
 * customer that his order waits for a new carrier.
 */
export const adminRemoveCarrier = (deps: Deps, admin: UserRow, orderId: number, input: RemoveCarrierInput) =>
  deps.db.transaction(async (tx) => {
    const order = await lockLiveOrder(tx, orderId);
    const refusal = removeCarrierRefusal(facts(order, await pickedUpOf({ db: tx }, order)));
    if (refusal) throw new AppError('conflict', refusal);
    const carrierId = order.carrierBusinessId!;
    const carrier = await findBusiness({ db: tx }, carrierId);
    const released = await changeOrderStatus({ db: tx, clock: deps.clock }, order.id, {
      type: OrderEvent.ReleaseJob,
      by: 'admin',
    });
    const cleared = await patchOrder({ db: tx }, released, {
      carrierBusinessId: null,
      acceptedByTcAt: null,
      updatedAt: deps.clock(),
    });
    const loadsCancelled = await cancelRunningLoads({ db: tx, jobs: deps.jobs }, order);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'order_remove_carrier',
      subject: { type: 'order', id: order.id },
      orderId: order.id,
      before: { status: order.status, carrier_business_id: carrierId, carrier: carrier?.name ?? null },
      after: { status: cleared.status, carrier_business_id: null, loads_cancelled: loadsCancelled },
      comment: input.reason,
    });
    // the carrier is told why; the customer that his order looks for a new carrier, without the carrier's reason
    const sides: { userIds: number[]; carrierSide: boolean; body: AdminOrderMail['body'] }[] = [
      {
        userIds: await carrierAudience({ db: tx }, carrierId),
        carrierSide: true,
        body: { kind: 'carrier-removed', reason: input.reason },
      },
      { userIds: await customerAudience({ db: tx }, order), carrierSide: false, body: { kind: 'carrier-changed' } },
    ];
    for (const { userIds, carrierSide, body } of sides)
      await notify(tx, deps, {
        userIds,
        type: NotificationType.CarrierRemoved,
        orderId: order.id,
        params: { order_number: order.orderNumber, ...(carrierSide ? {} : { audience: 'customer' }) },
        email: {
          send: (t, userId) =>
            enqueueAdminOrderMail(deps, t, { orderId: order.id, orderNumber: order.orderNumber, userId, carrierSide, body }),
        },
      });
    return done('order.carrier_removed', cleared);
  });

/**
 * POST /admin/orders/{id}/assign-carrier: an open offer goes to an approved transport company with valid insurance,
 * at the pay the operator typed (0 < pay ≤ the customer's price before tax, decision 068), as an accepted bid would:
 * off the board, the customer told, the pending bids declined; the carrier is told and e-mailed. The order's row lock decides between two
 * assigns, or an assign and a bid's acceptance: the second finds the job taken (409).
 */
export const adminAssignCarrier = async (deps: Deps, admin: UserRow, orderId: number, input: AssignCarrierInput) => {
  const company = await findApprovedCarrierCompany(deps, input.business_id);
  if (!company) throw fieldError('business_id', OrderActionMsg.carrierNotApproved);
  if (insuranceStatus(company.expiryDate, businessToday(deps.clock())).state !== 'valid')
    throw fieldError('business_id', OrderActionMsg.carrierInsuranceInvalid);
  const payCents = Math.round(input.carrier_pay * 100);
  return deps.db.transaction(async (tx) => {
    const order = await lockLiveOrder(tx, orderId);
    const refusal = assignCarrierRefusal(facts(order));
    if (refusal) throw new AppError('conflict', refusal);
    const payRefusal = carrierPayRefusal(payCents, order.dealerPriceCents);
    if (payRefusal) throw fieldError('carrier_pay', payRefusal);
    const assigned = await assignOffer({ ...deps, db: tx }, order, company.id, payCents);
    const bidsDeclined = await declinePendingBids(deps, tx, order);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'order_assign_carrier',
      subject: { type: 'order', id: order.id },
      orderId: order.id,
      before: {
        carrier_business_id: null,
        carrier_pay: order.initialTcPriceCents === null ? null : centsToDollars(order.initialTcPriceCents),
      },
      after: {
        carrier_business_id: company.id,
        carrier: company.name ?? null,
        carrier_pay: centsToDollars(payCents),
        bids_declined: bidsDeclined,
      },
      comment: input.comment ?? null,
    });
    await notify(tx, deps, {
      userIds: await carrierAudience({ db: tx }, company.id),
      type: NotificationType.JobAssigned,
      orderId: order.id,
      params: { order_number: order.orderNumber, pay: centsToDollars(payCents) },
      email: {
        send: (t, userId) =>
          enqueueAdminOrderMail(deps, t, {
            orderId: order.id,
            orderNumber: order.orderNumber,
            userId,
            carrierSide: true,
            body: { kind: 'job-assigned', pay: centsToDollars(payCents) },
          }),
      },
    });
    return done('order.carrier_assigned', assigned);
  });
};
