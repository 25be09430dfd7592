import { createHash, timingSafeEqual } from 'node:crypto';
import { Role } from '@routier/domain';
import type { GuestRow, OrderRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import type { GuestActor } from '../orders/orders.policy.js';

/** How a guest's access token is stored: its SHA-256 in hex. */
export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A guest call may act on an order when it is a guest's order and the hash sent is that guest's token
 * (compared in constant time); a missing or wrong hash, or a customer's order, is 403.
 */
export const assertGuestHolds = (
  order: Pick<OrderRow, 'guestId'>,
  guest: GuestRow | null,
  hash: string | undefined,
): GuestActor => {
  if (!hash || order.guestId === null || !guest || guest.id !== order.guestId) throw forbidden();
  const sent = Buffer.from(hashGuestToken(hash), 'hex');
  const stored = Buffer.from(guest.tokenHash, 'hex');
  if (sent.length !== stored.length || !timingSafeEqual(sent, stored)) throw forbidden();
  return { guestId: guest.id, role: Role.PrivateUser };
};

const sameHex = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
};

/**
 * The tracking page opens with the guest's own token or with the link of his confirmation email
 * (`trackingHash`, computed by the caller for this order and guest). Anything else is the same 404 as an
 * order that does not exist, so the answer tells nothing about other orders.
 */
export const assertGuestMayTrack = (
  order: Pick<OrderRow, 'guestId'>,
  guest: GuestRow | null,
  hash: string | undefined,
  trackingHash: (guest: GuestRow) => string,
): GuestActor => {
  if (!hash || !/^[0-9a-f]{64}$/.test(hash) || order.guestId === null || !guest || guest.id !== order.guestId) throw notFound();
  if (!sameHex(hashGuestToken(hash), guest.tokenHash) && !sameHex(hash, trackingHash(guest))) throw notFound();
  return { guestId: guest.id, role: Role.PrivateUser };
};
