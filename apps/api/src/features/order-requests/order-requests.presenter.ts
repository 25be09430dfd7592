import { z } from 'zod';
import type { OrderRequestDetail, OrderRequestStatus, OrderRequestType } from '@routier/domain';
import type { OrderRequestRow } from '../../db/schema/index.js';

export const OrderRequestSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  type: z.enum(['cancel', 'complete']),
  status: z.enum(['pending', 'approved', 'declined']),
  reason: z.string(),
  resolution_comment: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});

export const OrderRequestsStateSchema = z.object({
  data: z.array(OrderRequestSchema),
  cancel: z.object({ allowed: z.boolean(), refusal: z.string().nullable(), available_at: z.string().nullable() }).nullable(),
  complete: z.object({ allowed: z.boolean(), refusal: z.string().nullable() }).nullable(),
  can_report: z.boolean(),
});

export const AdminOrderRequestSchema = OrderRequestSchema.extend({
  order_number: z.string(),
  order_status: z.number().int(),
  requested_by: z.object({ id: z.number().int().nullable(), full_name: z.string(), role: z.number().int().nullable() }),
  carrier_name: z.string().nullable(),
});

export const IssueReportResultSchema = z.object({
  id: z.number().int(),
  type: z.enum(['delay', 'pickup_problem', 'other']),
  order_status: z.number().int(),
  due_date: z.string().nullable(),
  cancel_request: OrderRequestSchema.nullable(),
  message: z.string(),
});

export const presentRequest = (row: OrderRequestRow): OrderRequestDetail => ({
  id: row.id,
  order_id: row.orderId,
  type: row.type as OrderRequestType,
  status: row.status as OrderRequestStatus,
  reason: row.reason,
  resolution_comment: row.resolutionComment,
  created_at: row.createdAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
});
