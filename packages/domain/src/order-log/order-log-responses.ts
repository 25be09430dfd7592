import { z } from 'zod';
import { ORDER_LOG_THREADS } from './order-log.schemas.js';
import { ORDER_LOG_EVENTS } from './order-log.types.js';

export const OrderLogFileSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  path_url: z.string(),
  mime_type: z.string(),
});
export type OrderLogFile = z.infer<typeof OrderLogFileSchema>;

/** Customer-side §3, order log entry: a message, files, or an event the web words in the reader's language. */
export const OrderLogEntrySchema = z.object({
  id: z.number().int(),
  thread: z.enum(ORDER_LOG_THREADS),
  display_text: z.string(),
  event: z.object({ type: z.enum(ORDER_LOG_EVENTS), params: z.record(z.string(), z.string()) }).nullable(),
  created_at: z.string(),
  belongs_to_current_user: z.boolean(),
  sender_role_name: z.string(),
  sender_name: z.string(),
  order_log_files: z.array(OrderLogFileSchema),
});
export type OrderLogEntry = z.infer<typeof OrderLogEntrySchema>;

/** GET/POST /order-logs/{id}: the updated list, oldest first, and whether the caller may write. */
export const OrderLogListSchema = z.object({ data: z.array(OrderLogEntrySchema), disabled_reason: z.string().nullable() });
export type OrderLogList = z.infer<typeof OrderLogListSchema>;
