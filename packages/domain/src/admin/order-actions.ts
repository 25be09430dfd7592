import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { text } from '../common/validation.js';
import { OFFER_STATUSES } from '../offers/offer-visibility.js';
import { OrderStatus } from '../orders/enums.js';
import { allowedEvents, cancelEventFor, OrderEvent } from '../orders/lifecycle.js';
import { dayField } from '../pricing/pricing.schemas.js';

/**
 * What an operator may do to an order from its page (decision 062): send it back to its customer with a comment
 * (reject), hold and release it, cancel it with the rules' refund or another amount, change its due date; take the
 * job off its carrier and put it back on the board, or give it to a carrier directly (decision 068).
 */
export const ADMIN_ORDER_ACTIONS = [
  'reject',
  'hold',
  'release',
  'cancel',
  'due_date',
  'remove_carrier',
  'assign_carrier',
] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];

/** The statuses whose due date an operator may move: booked and not finished. */
export const DUE_DATE_STATUSES: readonly OrderStatus[] = [
  OrderStatus.Active,
  OrderStatus.Hold,
  OrderStatus.InProgress,
  OrderStatus.Delayed,
];

export type AdminActionFacts = {
  status: OrderStatus;
  /** a transport company holds the job */
  carrierAssigned: boolean;
  /** a card payment was taken at checkout */
  paidWithCard: boolean;
  /** a load of the order (not cancelled or rejected) has picked its cars up: the transport began */
  pickedUp?: boolean;
};

/**
 * Why an operator may not take the job off its carrier, or null (decision 068): the lifecycle's release of the job
 * (active, in progress, delayed: not held, not finished), a carrier holding it, and no car picked up yet.
 */
export const removeCarrierRefusal = (o: AdminActionFacts): string | null => {
  if (!o.carrierAssigned) return 'order.no_carrier';
  if (!allowedEvents(o.status, 'admin').includes(OrderEvent.ReleaseJob)) return 'order.transition_not_allowed';
  if (o.pickedUp) return 'order.cars_picked_up';
  return null;
};

/** Why an operator may not give the job to a carrier, or null: it must be an open offer (on the board, nobody holds it). */
export const assignCarrierRefusal = (o: AdminActionFacts): string | null => {
  if (o.carrierAssigned) return 'order.carrier_already_assigned';
  if (!OFFER_STATUSES.includes(o.status)) return 'order.transition_not_allowed';
  return null;
};

/**
 * What a carrier is paid when an operator gives it the job (decision 068): more than nothing, and no more than the
 * customer's price before tax (dealer_price, which already includes the fuel fee): the platform never pays out more
 * than it takes for the carriage. Null when allowed, else the field error.
 */
export const carrierPayRefusal = (payCents: number, customerPriceCents: number | null): string | null => {
  if (!(payCents > 0)) return Msg.outOfRange;
  if (customerPriceCents === null || payCents > customerPriceCents) return OrderActionMsg.payAbovePrice;
  return null;
};

/** Why an operator may not reject (send back) an order, or null: a paid order or a taken job is cancelled instead. */
export const adminRejectRefusal = (o: AdminActionFacts): string | null => {
  if (!allowedEvents(o.status, 'admin').includes(OrderEvent.ReturnToDraft)) return 'order.transition_not_allowed';
  if (o.carrierAssigned) return 'order.reject_carrier_assigned';
  if (o.paidWithCard) return 'order.reject_paid';
  return null;
};

/** The actions an operator is offered on an order: what its status allows him (the lifecycle's admin events). */
export const adminOrderActions = (o: AdminActionFacts): AdminOrderAction[] => {
  const events = allowedEvents(o.status, 'admin');
  const actions: AdminOrderAction[] = [];
  if (adminRejectRefusal(o) === null) actions.push('reject');
  if (events.includes(OrderEvent.Hold)) actions.push('hold');
  if (events.includes(OrderEvent.Release)) actions.push('release');
  if (events.includes(cancelEventFor(o.status))) actions.push('cancel');
  if (DUE_DATE_STATUSES.includes(o.status)) actions.push('due_date');
  if (removeCarrierRefusal(o) === null) actions.push('remove_carrier');
  if (assignCarrierRefusal(o) === null) actions.push('assign_carrier');
  return actions;
};

/** The field errors of the operator's actions (validation namespace on the web). */
export const OrderActionMsg = {
  /** an override refund above what the card paid */
  refundAbovePaid: 'refundAbovePaid',
  /** a due date before the order's pickup */
  dueBeforePickup: 'dueBeforePickup',
  /** a carrier's pay above the customer's price before tax */
  payAbovePrice: 'payAbovePrice',
  /** the company picked is not an approved transport company */
  carrierNotApproved: 'carrierNotApproved',
  /** the company picked has no valid insurance today */
  carrierInsuranceInvalid: 'carrierInsuranceInvalid',
} as const;

export const ACTION_COMMENT_MIN = 5;
export const ACTION_COMMENT_MAX = 1000;

/** The shared text schema with the bounds of an operator's comment or reason. */
const requiredComment = () => text({ max: ACTION_COMMENT_MAX, required: true, multiline: true, min: ACTION_COMMENT_MIN });
const optionalComment = () => text({ max: ACTION_COMMENT_MAX, multiline: true }).optional();

// Built in pure calls: a bundle that uses only this module's constants leaves zod out.

/** POST /admin/orders/{id}/reject: the comment is shown to the customer on his order and in the e-mail. */
export const RejectOrderInputSchema = /*#__PURE__*/ (() => z.object({ comment: requiredComment() }))();
export type RejectOrderInput = z.infer<typeof RejectOrderInputSchema>;

/** POST /admin/orders/{id}/hold: why the order is held (the customer and the carrier are told). */
export const HoldOrderInputSchema = /*#__PURE__*/ (() => z.object({ reason: requiredComment() }))();
export type HoldOrderInput = z.infer<typeof HoldOrderInputSchema>;

/** POST /admin/orders/{id}/release: an optional note for the audit log. */
export const ReleaseOrderInputSchema = /*#__PURE__*/ (() => z.object({ comment: optionalComment() }))();
export type ReleaseOrderInput = z.infer<typeof ReleaseOrderInputSchema>;

/**
 * POST /admin/orders/{id}/cancel: without `refund`, the customer gets what the cancellation rules give (decision
 * 054); with it, that amount in dollars (0 up to what was paid: 422 above it).
 */
export const CancelOrderInputSchema = /*#__PURE__*/ (() =>
  z.object({
    refund: z
      .number({ error: Msg.invalidValue })
      .min(0, Msg.outOfRange)
      .max(10_000_000, Msg.outOfRange)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, Msg.invalidValue)
      .optional(),
    comment: optionalComment(),
  }))();
export type CancelOrderInput = z.infer<typeof CancelOrderInputSchema>;

/** PUT /admin/orders/{id}/due-date: a real day, not before the pickup (the customer and the carrier are told). */
export const ChangeDueDateInputSchema = /*#__PURE__*/ (() => z.object({ due_date: dayField(), comment: optionalComment() }))();
export type ChangeDueDateInput = z.infer<typeof ChangeDueDateInputSchema>;

/** POST /admin/orders/{id}/remove-carrier: why (the carrier is told, the audit log keeps it). */
export const RemoveCarrierInputSchema = /*#__PURE__*/ (() => z.object({ reason: requiredComment() }))();
export type RemoveCarrierInput = z.infer<typeof RemoveCarrierInputSchema>;

/** POST /admin/orders/{id}/assign-carrier: the transport company and what it is paid (dollars, cents at most). */
export const AssignCarrierInputSchema = /*#__PURE__*/ (() =>
  z.object({
    business_id: z
      .number({ error: Msg.isRequired })
      .int(Msg.invalidValue)
      .positive(Msg.invalidValue)
      .max(2_147_483_647, Msg.invalidValue),
    carrier_pay: z
      .number({ error: Msg.isRequired })
      .gt(0, Msg.outOfRange)
      .max(10_000_000, Msg.outOfRange)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, Msg.invalidValue),
    comment: optionalComment(),
  }))();
export type AssignCarrierInput = z.infer<typeof AssignCarrierInputSchema>;

/** A transport company the operator may give a job to: approved, with its insurance's state today. */
export const AdminCarrierOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  insurance: z.enum(['valid', 'expired', 'missing']),
  insurance_expiry: z.string().nullable(),
});
export type AdminCarrierOption = z.infer<typeof AdminCarrierOptionSchema>;
export const AdminCarrierOptionsSchema = z.object({ carriers: z.array(AdminCarrierOptionSchema) });
export type AdminCarrierOptions = z.infer<typeof AdminCarrierOptionsSchema>;

/** GET /admin/orders/{id}/actions: what the operator may do now, and what a cancellation would refund. */
export const AdminOrderActionsSchema = z.object({
  actions: z.array(z.enum(ADMIN_ORDER_ACTIONS)),
  /** the refund the rules give if cancelled now (dollars), null when the order cannot be cancelled */
  cancellation: z
    .object({
      /** what the customer paid by card (the most a refund can be) */
      paid: z.number(),
      fee: z.number(),
      refund: z.number(),
      paid_with_card: z.boolean(),
    })
    .nullable(),
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  /** the carrier holding the job (to remove), and the customer's price before tax (the most a carrier is paid) */
  carrier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  customer_price: z.number().nullable(),
});
export type AdminOrderActions = z.infer<typeof AdminOrderActionsSchema>;

/** What an action answers: the order's status after it, and for a cancellation what is refunded. */
export const AdminOrderActionResultSchema = z.object({
  message: z.string(),
  status: z.number().int(),
  refund: z.number().nullable(),
});
export type AdminOrderActionResult = z.infer<typeof AdminOrderActionResultSchema>;
