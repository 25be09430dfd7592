import { z } from 'zod';
import { text } from '../common/validation.js';

/** Spec §9: a chat message is 2 to 255 characters. */
export const CHAT_MESSAGE_MIN = 2;
export const CHAT_MESSAGE_MAX = 255;

/**
 * Each order has two threads with the admin: the customer's and the carrier's. The customer and the carrier
 * each see only their own; the admin sees and answers both (docs/decisions).
 */
export const ORDER_LOG_THREADS = ['customer', 'carrier'] as const;
export type OrderLogThread = (typeof ORDER_LOG_THREADS)[number];

/** POST /order-logs/{id}: the message. */
export const OrderLogMessageInputSchema = z.object({
  comment: text({ max: CHAT_MESSAGE_MAX, required: true, min: CHAT_MESSAGE_MIN, multiline: true }),
});
export type OrderLogMessageInput = z.infer<typeof OrderLogMessageInputSchema>;

/** `?thread=` on the order-log calls: which thread an admin reads or answers (others have one thread). */
export const OrderLogQuerySchema = z.object({ thread: z.enum(ORDER_LOG_THREADS).optional() });
export type OrderLogQuery = z.infer<typeof OrderLogQuerySchema>;

/** POST /order-logs/{id}/read (operators): how many customer or carrier messages the operator's opening marked read. */
export const OrderLogReadSchema = z.object({ read: z.number().int() });
export type OrderLogRead = z.infer<typeof OrderLogReadSchema>;
