import { z } from 'zod';
import { text } from '../common/validation.js';
import { otherReasonField } from './issue-reports.schemas.js';

/** A cancellation (the carrier) or a completion (the customer) that an admin approves or declines. */
export const ORDER_REQUEST_TYPES = ['cancel', 'complete'] as const;
export type OrderRequestType = (typeof ORDER_REQUEST_TYPES)[number];

export const ORDER_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type OrderRequestStatus = (typeof ORDER_REQUEST_STATUSES)[number];

/** POST /orders/cancel-request/{id}: the carrier asks to be released from the job. */
export const CancelRequestInputSchema = z.object({ reason: otherReasonField() });
export type CancelRequestInput = z.infer<typeof CancelRequestInputSchema>;

/**
 * POST /orders/order-request/{id}: `type` cancel (a carrier) or complete (a customer; the customer-side spec
 * sends 'completion', accepted as the same).
 */
export const OrderRequestInputSchema = z.object({
  reason: otherReasonField(),
  type: z.enum(['cancel', 'complete', 'completion']).transform((v): OrderRequestType => (v === 'completion' ? 'complete' : v)),
});
export type OrderRequestInput = z.infer<typeof OrderRequestInputSchema>;

/** PUT /orders/{id}/complete: the customer's Complete order button; a note is optional. */
export const CompleteOrderInputSchema = z
  .object({ reason: z.union([text({ max: 150, multiline: true }), z.null()]).optional() })
  .nullish();
export type CompleteOrderInput = z.infer<typeof CompleteOrderInputSchema>;

/** PUT /admin/order-requests/{id}/decline: an optional note for the requester. */
export const DeclineOrderRequestInputSchema = z
  .object({ comment: z.union([text({ max: 255, multiline: true }), z.null()]).optional() })
  .nullish();
export type DeclineOrderRequestInput = z.infer<typeof DeclineOrderRequestInputSchema>;

export const AdminOrderRequestsQuerySchema = z.object({
  status: z.enum(['pending', 'all']).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminOrderRequestsQuery = z.infer<typeof AdminOrderRequestsQuerySchema>;
