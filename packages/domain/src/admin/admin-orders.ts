import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { AuditEntrySchema } from './audit.js';
import { PlaceSummarySchema } from '../common/responses.js';
import { text } from '../common/validation.js';
import { directionField, orderByField, pageField } from '../lists/paging.js';
import { ORDER_STATUSES, type OrderStatus } from '../orders/enums.js';
import { dayField } from '../pricing/pricing.schemas.js';

/**
 * Why an order needs an operator (GET /admin/orders?attention=1): an issue or delay report not resolved, a request
 * waiting for an answer, a fuel-fee claim to decide, no carrier though the pickup is within 48 hours, past its
 * due date and not delivered, a customer's or carrier's chat message no operator has read, a load assigned more
 * than 24 hours ago that its driver has not accepted.
 */
export const ADMIN_ORDER_ATTENTION = [
  'report',
  'request',
  'fuel_claim',
  'unassigned_soon',
  'late',
  'unread_chat',
  'driver_not_accepted',
] as const;
/** How long a driver has to accept a load before the order needs an operator. */
export const DRIVER_ACCEPT_HOURS = 24;
export type AdminOrderAttention = (typeof ADMIN_ORDER_ATTENTION)[number];

export const ADMIN_ORDERS_SORTS = ['created_at', 'order_number', 'start_at', 'due_date', 'status'] as const;
export type AdminOrdersSort = (typeof ADMIN_ORDERS_SORTS)[number];

const invalidChoice = { error: Msg.invalidChoice };

// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const AdminOrdersQuerySchema = /*#__PURE__*/ (() =>
  z
    .object({
      page: pageField(),
      /** order number, VIN, customer (name, e-mail, business), carrier (business) or a place */
      search: text({ max: 100 }).optional(),
      status: z.coerce
        .number(invalidChoice)
        .refine((v) => (ORDER_STATUSES as readonly number[]).includes(v), Msg.invalidChoice)
        .transform((v) => v as OrderStatus)
        .optional(),
      shipping_method: z.coerce.number(invalidChoice).int(invalidChoice).min(1, invalidChoice).max(4, invalidChoice).optional(),
      /** created on or after / on or before these days (the business's time zone) */
      created_from: dayField().optional(),
      created_to: dayField().optional(),
      /** 1: only orders that need an operator */
      attention: z.enum(['0', '1'], invalidChoice).default('0'),
      order_by: orderByField(ADMIN_ORDERS_SORTS, 'created_at'),
      order_direction: directionField('desc'),
    })
    .refine((q) => !q.created_from || !q.created_to || q.created_from <= q.created_to, {
      path: ['created_to'],
      message: Msg.invalidValue,
    }))();
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const AdminOrderRowSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.number().int(),
  shipping_method: z.number().int().nullable(),
  is_auto_dispatch: z.boolean(),
  cars_amount: z.number().int(),
  /** the account that ordered, or the guest's name */
  customer: z.object({ name: z.string(), email: z.string().nullable(), business_name: z.string().nullable() }).nullable(),
  carrier_name: z.string().nullable(),
  from: PlaceSummarySchema,
  to: PlaceSummarySchema,
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  created_at: z.string(),
  attention: z.array(z.enum(ADMIN_ORDER_ATTENTION)),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const OrderStatusChangeSchema = z.object({
  from_status: z.number().int(),
  to_status: z.number().int(),
  /** the lifecycle's event (OrderEvent) */
  event: z.string(),
  /** customer | carrier | driver | admin | system */
  actor: z.string(),
  at: z.string(),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

/** GET /admin/orders/{id}: the list's row with the order's history, oldest first, and what operators did to it, newest first. */
export const AdminOrderDetailSchema = AdminOrderRowSchema.extend({
  history: z.array(OrderStatusChangeSchema),
  audit: z.array(AuditEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/** An issue or delay report of an order, as the operator's order page lists it (GET /admin/orders/{id}/reports). */
export const AdminIssueReportSchema = z.object({
  id: z.number().int(),
  /** delay | pickup_problem | other */
  type: z.string(),
  reason: z.string(),
  other_reason: z.string().nullable(),
  new_eta: z.string().nullable(),
  car_id: z.number().int().nullable(),
  load_id: z.number().int().nullable(),
  reported_by: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution_note: z.string().nullable(),
});
export type AdminIssueReport = z.infer<typeof AdminIssueReportSchema>;
export const AdminIssueReportsSchema = z.object({ data: z.array(AdminIssueReportSchema) });
export type AdminIssueReports = z.infer<typeof AdminIssueReportsSchema>;

/** POST /admin/issue-reports/{id}/resolve: an optional note, shown to the reporter in the carrier's chat. */
export const ResolveReportInputSchema = /*#__PURE__*/ (() =>
  z.object({ note: text({ max: 1000, multiline: true }).optional() }))();
export type ResolveReportInput = z.infer<typeof ResolveReportInputSchema>;

/** What resolving a report answers. */
export const ReportResolvedSchema = z.object({ message: z.string(), id: z.number().int() });
export type ReportResolved = z.infer<typeof ReportResolvedSchema>;
