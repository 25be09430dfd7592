import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { liveTicketUses } from '../../db/schema/index.js';

/** The one place that queries the live_ticket_uses table. */

/** Records a ticket's nonce as spent; false when it was spent already (by any instance). */
export const spendTicketNonce = async (db: DbOrTx, nonce: string, expiresAt: Date): Promise<boolean> => {
  const rows = await db
    .insert(liveTicketUses)
    .values({ nonce, expiresAt })
    .onConflictDoNothing({ target: liveTicketUses.nonce })
    .returning({ nonce: liveTicketUses.nonce });
  return rows.length > 0;
};

/** Forgets spent tickets that would be refused as expired anyway. */
export const deleteExpiredTicketUses = async (db: DbOrTx, now: Date) => {
  await db.delete(liveTicketUses).where(lt(liveTicketUses.expiresAt, now));
};
