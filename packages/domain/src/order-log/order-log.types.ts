import type { OrderLogThread } from './order-log.schemas.js';

/** What happened, for entries the product writes itself (reports, requests, resolutions). */
export const ORDER_LOG_EVENTS = [
  'issue_reported',
  'cancel_requested',
  'completion_requested',
  'request_approved',
  'request_declined',
] as const;
export type OrderLogEvent = (typeof ORDER_LOG_EVENTS)[number];

export type OrderLogFile = { id: number; file_name: string; path_url: string; mime_type: string };

/** Customer-side §3, order log entry: a message, files, or an event the web words in the reader's language. */
export type OrderLogEntry = {
  id: number;
  thread: OrderLogThread;
  display_text: string;
  event: { type: OrderLogEvent; params: Record<string, string> } | null;
  created_at: string;
  belongs_to_current_user: boolean;
  sender_role_name: string;
  sender_name: string;
  order_log_files: OrderLogFile[];
};

/** GET/POST /order-logs/{id}: the updated list, oldest first, and whether the caller may write. */
export type OrderLogList = { data: OrderLogEntry[]; disabled_reason: string | null };
