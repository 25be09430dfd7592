import type { DbOrTx } from '../../db/client.js';
import { findGuest, findGuests } from './guests.repository.js';

/**
 * The guests' records, for every feature that writes to or about a guest (invoices, e-mails): a layer below
 * the features (src/layers.ts), so it imports none of them.
 */

/** A guest's contact details and language, for the confirmation email (null when he is gone). */
export const findGuestById = (deps: { db: DbOrTx }, id: number) => findGuest(deps.db, id);
export const findGuestsByIds = (deps: { db: DbOrTx }, ids: number[]) => findGuests(deps.db, ids);
