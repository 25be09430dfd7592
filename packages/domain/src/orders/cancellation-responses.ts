import { z } from 'zod';
import { MessageResponseSchema } from '../common/responses.js';

/** A cancellation fee: a percent of the order's total, or dollars. */
export const CancellationFeeSchema = z.object({ value: z.number(), is_percent: z.boolean() });
export type CancellationFee = z.infer<typeof CancellationFeeSchema>;

const tier = z.object({ value: z.number() });

/** GET /orders/refund-fee/{id}: the fee that applies now, and every tier's value. */
export const CancellationQuoteSchema = z.object({
  current_fee: CancellationFeeSchema,
  /** dollars the customer pays to cancel now */
  current_fee_amount: z.number(),
  can_cancel: z.boolean(),
  /** when the 12-hour window closes (ISO), null when the order was never booked */
  cancellable_until: z.string().nullable(),
  active: tier,
  in_progress: tier,
  started_drive_away: tier,
  started_tow: tier,
  started: tier,
});
export type CancellationQuote = z.infer<typeof CancellationQuoteSchema>;

/** GET /orders/cancel/{id}: the cancelled order's number and new status. */
export const OrderCancelledSchema = MessageResponseSchema.extend({ order_number: z.string(), status: z.number().int() });
export type OrderCancelled = z.infer<typeof OrderCancelledSchema>;
