/** What happened, for entries the product writes itself (reports, requests, resolutions). */
export const ORDER_LOG_EVENTS = [
  'issue_reported',
  'cancel_requested',
  'completion_requested',
  'request_approved',
  'request_declined',
  'load_accepted_for_driver',
  /** an operator resolved an issue or delay report (params.type, params.note) */
  'report_resolved',
] as const;
export type OrderLogEvent = (typeof ORDER_LOG_EVENTS)[number];
