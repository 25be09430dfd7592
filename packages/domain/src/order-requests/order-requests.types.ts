import type { OrderStatus } from '../orders/enums.js';
import type { IssueType } from './issue-reports.schemas.js';
import type { CarrierCancelRefusal, CompletionRefusal } from './request-rules.js';
import type { OrderRequestStatus, OrderRequestType } from './order-requests.schemas.js';

/** One cancellation or completion request, as its requester and the admin see it. */
export type OrderRequestDetail = {
  id: number;
  order_id: number;
  type: OrderRequestType;
  status: OrderRequestStatus;
  reason: string;
  /** the admin's note when declining */
  resolution_comment: string | null;
  created_at: string;
  resolved_at: string | null;
};

/**
 * GET /order-requests/{orderId}: the caller's side of an order's requests and what it may ask now (the
 * buttons of the job page and the order page).
 */
export type OrderRequestsState = {
  data: OrderRequestDetail[];
  /** a carrier's cancellation request: allowed now, or why not, and from when */
  cancel: {
    allowed: boolean;
    refusal: CarrierCancelRefusal | 'order.owner_deleted' | 'order.driver_deleted' | null;
    available_at: string | null;
  } | null;
  /** a customer's completion request */
  complete: { allowed: boolean; refusal: CompletionRefusal | 'order.owner_deleted' | 'order.driver_deleted' | null } | null;
  /** reports allowed (the carrier or driver, not when the owner or the driver is deleted) */
  can_report: boolean;
};

/** A row of the admin's requests list (GET /admin/order-requests). */
export type AdminOrderRequestRow = OrderRequestDetail & {
  order_number: string;
  order_status: OrderStatus;
  requested_by: { id: number | null; full_name: string; role: number | null };
  /** the transport company concerned (a cancellation: the one asking to leave) */
  carrier_name: string | null;
};

/** What the issue-report calls answer. */
export type IssueReportResult = {
  id: number;
  type: IssueType;
  order_status: OrderStatus;
  due_date: string | null;
  /** a car pickup problem with cancel_request: the cancellation request it opened */
  cancel_request: OrderRequestDetail | null;
  message: string;
};
