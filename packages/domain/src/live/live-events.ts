/**
 * What the live channel tells a browser. Events are small hints ("this changed"); the browser then
 * refetches what it shows, so a missed event costs nothing but a refetch after reconnecting.
 */
export type LiveEvent =
  /** the user's notifications changed: refetch the unread count and the list */
  | { kind: 'notifications' }
  /** the board of open offers changed: refetch the unseen-offers counter and the offers list */
  | { kind: 'offers' }
  /** an order's status, loads or tasks changed */
  | { kind: 'order'; orderId: number }
  /** a car of an order has a new last position (the driver's phone moved) */
  | { kind: 'position'; orderId: number; carId: number; lat: number; lng: number; at: string };

/** Who receives an event: some users, or every user of some roles (e.g. all carriers for offers). */
export type LiveTarget = { userIds: number[] } | { roles: number[] };

/** One message on the PostgreSQL channel: fits well under NOTIFY's 8000-byte payload limit. */
export type LiveMessage = { target: LiveTarget; event: LiveEvent };

export const LIVE_CHANNEL = 'routier_live';
