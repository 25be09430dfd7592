import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { text } from '../common/validation.js';
import { OrderStatus } from '../orders/enums.js';
import { allowedEvents, OrderEvent } from '../orders/lifecycle.js';
import { dayField } from '../pricing/pricing.schemas.js';

/**
 * What an operator may do to an order from its page (decision 062): send it back to its customer with a comment
 * (reject), hold and release it, cancel it with the rules' refund or another amount, change its due date.
 */
export const ADMIN_ORDER_ACTIONS = ['reject', 'hold', 'release', 'cancel', 'due_date'] as const;
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
  if (events.includes(OrderEvent.Cancel)) actions.push('cancel');
  if (DUE_DATE_STATUSES.includes(o.status)) actions.push('due_date');
  return actions;
};

/** The field errors of the operator's actions (validation namespace on the web). */
export const OrderActionMsg = {
  /** an override refund above what the card paid */
  refundAbovePaid: 'refundAbovePaid',
  /** a due date before the order's pickup */
  dueBeforePickup: 'dueBeforePickup',
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
});
export type AdminOrderActions = z.infer<typeof AdminOrderActionsSchema>;

/** What an action answers: the order's status after it, and for a cancellation what is refunded. */
export const AdminOrderActionResultSchema = z.object({
  message: z.string(),
  status: z.number().int(),
  refund: z.number().nullable(),
});
export type AdminOrderActionResult = z.infer<typeof AdminOrderActionResultSchema>;
