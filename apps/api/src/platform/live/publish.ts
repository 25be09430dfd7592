import { LIVE_CHANNEL, type LiveEvent, type LiveMessage, type LiveTarget } from '@routier/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/**
 * Raises a live event through PostgreSQL NOTIFY. Inside a transaction it is delivered only when the
 * transaction commits (and never if it rolls back), so call it with the transaction that writes the row
 * the event follows. Every API instance LISTENs on the channel and forwards the event to its own
 * connected browsers.
 */
export const publishLive = async (db: DbOrTx, target: LiveTarget, event: LiveEvent): Promise<void> => {
  if ('userIds' in target && target.userIds.length === 0) return;
  const message: LiveMessage = { target, event };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`);
};

/**
 * Sessions that were just taken away (sign-out, new password, deactivation): the user's live sockets opened with
 * them close, on every instance. `tokenIds`: only those sessions; else every session but `keepTokenId`.
 */
export type SessionsEnded = { userId: number; tokenIds?: number[]; keepTokenId?: number | null };

/**
 * Tells every instance to close the sockets of ended sessions. Call it with the transaction that deletes the
 * bearer tokens: the message goes out on commit, once the tokens no longer open anything.
 */
export const publishSessionsEnded = async (db: DbOrTx, ended: SessionsEnded): Promise<void> => {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ sessionsEnded: ended })})`);
};
