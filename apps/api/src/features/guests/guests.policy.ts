import { createHash, timingSafeEqual } from 'node:crypto';
import { Role } from '@routier/domain';
import type { GuestRow, OrderRow } from '../../db/schema/index.js';
import { forbidden } from '../../lib/app-error.js';
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
