import { createHmac } from 'node:crypto';
import type { Env } from '../../config/env.js';
import type { DbOrTx } from '../../db/client.js';
import type { GuestRow } from '../../db/schema/index.js';
import { localKey } from '../../platform/keys/local-key.js';
import { findGuest, findGuests } from './guests.repository.js';

/**
 * The guests' records, for every feature that writes to or about a guest (invoices, e-mails): a layer below
 * the features (src/layers.ts), so it imports none of them.
 */

/** A guest's contact details and language, for the confirmation email (null when he is gone). */
export const findGuestById = (deps: { db: DbOrTx }, id: number) => findGuest(deps.db, id);
export const findGuestsByIds = (deps: { db: DbOrTx }, ids: number[]) => findGuests(deps.db, ids);

type LinkDeps = { env: Pick<Env, 'GUEST_LINK_KEY' | 'dataDir'> };

/**
 * The hash of the tracking link mailed to a guest: an HMAC (GUEST_LINK_KEY, or a key kept in DATA_DIR) of the
 * order and the stored hash of the guest's token. The mail job can write it without the token, which is never
 * stored; it opens that order's tracking page only, and a database alone cannot forge it.
 */
export const guestTrackingHash = (deps: LinkDeps, orderId: number, guest: Pick<GuestRow, 'id' | 'tokenHash'>) =>
  createHmac('sha256', localKey(deps.env.GUEST_LINK_KEY, deps.env.dataDir, 'guest-link.key'))
    .update(`guest-tracking\n${orderId}\n${guest.id}\n${guest.tokenHash}`)
    .digest('hex');

/** The tracking page's address for a guest's order (the link of his confirmation email). */
export const guestTrackingUrl = (
  deps: LinkDeps & { env: Pick<Env, 'appUrl'> },
  orderId: number,
  guest: Pick<GuestRow, 'id' | 'tokenHash'>,
) => `${deps.env.appUrl}/track/${orderId}?hash=${guestTrackingHash(deps, orderId, guest)}`;
