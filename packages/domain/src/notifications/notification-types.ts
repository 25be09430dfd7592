import { Role } from '../users/roles.js';

/** The events that create a notification (issue 8); stored in notifications.type. */
export const NotificationType = {
  /** to the customer: his order is booked (paid or billed) */
  OrderBooked: 'order_booked',
  /** to the customer: a carrier took the job (applied, or its bid was accepted) */
  CarrierAssigned: 'carrier_assigned',
  /** to the customer: a load of his order moved to the next step (params.step: LoadProgress) */
  LoadStatus: 'load_status',
  /** to the customer: cars were delivered (params.completed: the whole order) */
  LoadDelivered: 'load_delivered',
  /** to the customer: the carrier reported a delay (params.new_eta) */
  OrderDelayed: 'order_delayed',
  /** to the carrier: an admin accepted or declined its bid (params.approved) */
  BidDecided: 'bid_decided',
  /** to the admins: a cancellation or completion request waits for a decision */
  RequestCreated: 'request_created',
  /** to both parties: an admin decided a cancellation or completion request */
  RequestDecided: 'request_decided',
  /** a new message in an order's log: to the other party, or to the admins */
  ChatMessage: 'chat_message',
  /** to the account holder: an admin approved his account */
  AccountApproved: 'account_approved',
  /** to the account holder: an admin rejected his account */
  AccountRejected: 'account_rejected',
  /** to the admins: a transport company proposed a new insurance expiry with its certificate (params.company) */
  InsuranceProposed: 'insurance_proposed',
  /** to the transport company: an admin approved or refused its proposed expiry (params.approved, params.expiry_date) */
  InsuranceReviewed: 'insurance_reviewed',
  /** to matching carriers: a customer asks for quotes (auto dispatch) */
  QuoteRequested: 'quote_requested',
  /** to the customer: a carrier quoted his auto-dispatch request (params.price: dollars) */
  QuoteReceived: 'quote_received',
  /** to the carrier: the customer accepted and paid its quote; the job is its own */
  QuoteAccepted: 'quote_accepted',
  /** to the admins: a carrier claimed a fuel fee above the order's, with its receipt (params.amount: dollars) */
  FuelFeeClaimed: 'fuel_fee_claimed',
  /** to the carrier: an admin approved or refused its fuel-fee claim (params.approved, params.amount) */
  FuelFeeClaimDecided: 'fuel_fee_claim_decided',
  /** to the customer: an operator sent his order back for changes (params.comment) */
  OrderRejected: 'order_rejected',
  /** to the customer and the carrier: an operator held the order (params.held: true) or released it (false) */
  OrderHeld: 'order_held',
  /** to the customer: an operator prepared an order for him, to pay (or confirm for invoice) */
  OrderPrepared: 'order_prepared',
  /** to the customer and the carrier: an operator cancelled the order (params.refund: dollars, to the customer) */
  OrderCancelledByAdmin: 'order_cancelled_by_admin',
  /** to the customer and the carrier: an operator moved the due date (params.due_date) */
  DueDateChanged: 'due_date_changed',
  /** to the carrier: an operator took the job off it, the order is back on the board; to the customer
   * (params.audience: 'customer'): his order looks for a new carrier */
  CarrierRemoved: 'carrier_removed',
  /** to the carrier: an operator gave it the job directly (params.pay: dollars) */
  JobAssigned: 'job_assigned',
  /** to the admins: a carrier or driver reported a pickup problem or another issue (params.issue_type) */
  IssueReported: 'issue_reported',
  /** to the admins: a carrier or driver reported a delay (params.new_eta) */
  DelayReported: 'delay_reported',
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
export const NOTIFICATION_TYPES = Object.values(NotificationType) as [NotificationType, ...NotificationType[]];
export const isNotificationType = (v: unknown): v is NotificationType =>
  typeof v === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(v);

/** The values a title is rendered from (stored as jsonb). */
export type NotificationParams = Record<string, string | number | boolean>;

/**
 * Kinds whose e-mail a user may mute in settings. Essential mail (account, password, payment receipts and
 * the booking confirmation) is never muted: it does not go through notifications at all.
 */
export const MUTABLE_EMAIL_TYPES = [
  NotificationType.QuoteReceived,
  NotificationType.QuoteAccepted,
  NotificationType.CarrierAssigned,
  NotificationType.LoadDelivered,
  NotificationType.OrderDelayed,
  NotificationType.BidDecided,
  NotificationType.RequestDecided,
  NotificationType.ChatMessage,
  NotificationType.IssueReported,
  NotificationType.DelayReported,
  NotificationType.FuelFeeClaimed,
  NotificationType.InsuranceProposed,
] as const;
export type MutableEmailType = (typeof MUTABLE_EMAIL_TYPES)[number];
export const isMutableEmailType = (v: unknown): v is MutableEmailType =>
  typeof v === 'string' && (MUTABLE_EMAIL_TYPES as readonly string[]).includes(v);

const CUSTOMER_EMAILS: readonly MutableEmailType[] = [
  NotificationType.QuoteReceived,
  NotificationType.CarrierAssigned,
  NotificationType.LoadDelivered,
  NotificationType.OrderDelayed,
  NotificationType.RequestDecided,
  NotificationType.ChatMessage,
];
const CARRIER_EMAILS: readonly MutableEmailType[] = [
  NotificationType.QuoteAccepted,
  NotificationType.BidDecided,
  NotificationType.RequestDecided,
  NotificationType.ChatMessage,
];

/** The operators' (issue 19 §7): what needs them, as the other roles are told of what concerns them. */
const ADMIN_EMAILS: readonly MutableEmailType[] = [
  NotificationType.IssueReported,
  NotificationType.DelayReported,
  NotificationType.ChatMessage,
  NotificationType.FuelFeeClaimed,
  NotificationType.InsuranceProposed,
];

/** The e-mail switches a role sees in its settings (those it can receive). */
export const mutableEmailTypesFor = (role: Role | null | undefined): readonly MutableEmailType[] => {
  if (role === Role.Dealer || role === Role.SubDealer || role === Role.PrivateUser) return CUSTOMER_EMAILS;
  if (role === Role.TransportCompany || role === Role.Dispatcher) return CARRIER_EMAILS;
  if (role === Role.Admin) return ADMIN_EMAILS;
  return [];
};

/** Roles with the notification list, the header bell and the menu entry (spec: not admin or accountant). */
export const NOTIFICATION_ROLES: readonly Role[] = [
  Role.Dealer,
  Role.SubDealer,
  Role.PrivateUser,
  Role.TransportCompany,
  Role.Dispatcher,
];
export const hasNotifications = (role: Role | null | undefined) => role != null && NOTIFICATION_ROLES.includes(role);

/** Who may read notifications: those roles, and admins (who are told of requests and chat messages in the header). */
export const NOTIFICATION_READER_ROLES: readonly Role[] = [...NOTIFICATION_ROLES, Role.Admin];
export const readsNotifications = (role: Role | null | undefined) => role != null && NOTIFICATION_READER_ROLES.includes(role);
