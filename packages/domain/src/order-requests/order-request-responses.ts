import { z } from 'zod';
import { OrderStatus } from '../orders/enums.js';
import { ISSUE_TYPES } from './issue-reports.schemas.js';
import { ORDER_REQUEST_STATUSES, ORDER_REQUEST_TYPES } from './order-requests.schemas.js';

/** One cancellation or completion request, as its requester and the admin see it. */
export const OrderRequestSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  type: z.enum(ORDER_REQUEST_TYPES),
  status: z.enum(ORDER_REQUEST_STATUSES),
  reason: z.string(),
  /** the admin's note when declining */
  resolution_comment: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type OrderRequestDetail = z.infer<typeof OrderRequestSchema>;

/** Why the party may not make a request now: a reason key (errors namespace). */
const CANCEL_REFUSALS = [
  'order.cancel_available_after_12_hours',
  'order.request_in_progress',
  'order.not_cancellable',
  'order.owner_deleted',
  'order.driver_deleted',
] as const;
const COMPLETE_REFUSALS = [
  'order.not_completable',
  'order.request_in_progress',
  'order.owner_deleted',
  'order.driver_deleted',
] as const;

/**
 * GET /order-requests/{orderId}: the caller's side of an order's requests and what it may ask now (the
 * buttons of the job page and the order page).
 */
export const OrderRequestsStateSchema = z.object({
  data: z.array(OrderRequestSchema),
  /** a carrier's cancellation request: allowed now, or why not, and from when */
  cancel: z
    .object({ allowed: z.boolean(), refusal: z.enum(CANCEL_REFUSALS).nullable(), available_at: z.string().nullable() })
    .nullable(),
  /** a customer's completion request */
  complete: z.object({ allowed: z.boolean(), refusal: z.enum(COMPLETE_REFUSALS).nullable() }).nullable(),
  /** reports allowed (the carrier or driver, not when the owner or the driver is deleted) */
  can_report: z.boolean(),
});
export type OrderRequestsState = z.infer<typeof OrderRequestsStateSchema>;

/** A row of the admin's requests list (GET /admin/order-requests). */
export const AdminOrderRequestSchema = OrderRequestSchema.extend({
  order_number: z.string(),
  order_status: z.enum(OrderStatus),
  requested_by: z.object({ id: z.number().int().nullable(), full_name: z.string(), role: z.number().int().nullable() }),
  /** the transport company concerned (a cancellation: the one asking to leave) */
  carrier_name: z.string().nullable(),
});
export type AdminOrderRequestRow = z.infer<typeof AdminOrderRequestSchema>;

/** What the issue-report calls answer. */
export const IssueReportResultSchema = z.object({
  id: z.number().int(),
  type: z.enum(ISSUE_TYPES),
  order_status: z.enum(OrderStatus),
  due_date: z.string().nullable(),
  /** a car pickup problem with cancel_request: the cancellation request it opened */
  cancel_request: OrderRequestSchema.nullable(),
  message: z.string(),
});
export type IssueReportResult = z.infer<typeof IssueReportResultSchema>;
