import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { checkLiveTicket, issueLiveTicket } from '../../platform/live/ticket.js';
import { sessionIsLive } from '../auth/tokens.service.js';
import { findUserById } from '../users/user-records.service.js';
import { canOpenLiveChannel } from './live.policy.js';
import { deleteExpiredTicketUses, spendTicketNonce } from './live.repository.js';

type Deps = Pick<AppDeps, 'db' | 'env' | 'clock'>;

/** POST /live/ticket: a pass for one socket, for the signed-in caller's session only. */
export const createLiveTicket = (deps: Deps, user: UserRow, tokenId: number | null) => {
  if (!tokenId) throw new AppError('unauthenticated');
  return issueLiveTicket(deps, { userId: user.id, tokenId });
};

/** Spent tickets past their expiry are deleted at most this often per instance and database. */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();
const sweep = (db: Db, now: Date) => {
  if (now.getTime() - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now.getTime());
  deleteExpiredTicketUses(db, now).catch(() => undefined);
};

/**
 * Who a socket belongs to: the ticket's user and session, if the ticket is genuine, unexpired and unused (it is
 * spent here, once across every instance), its session still valid and its user still there.
 */
export const openLiveSession = async (deps: Deps, ticket: string) => {
  const check = checkLiveTicket(deps, ticket);
  if (!check.ok) throw new AppError('unauthenticated');
  const now = deps.clock();
  sweep(deps.db, now);
  if (!(await spendTicketNonce(deps.db, check.nonce, new Date(check.expires * 1000)))) throw new AppError('unauthenticated');
  if (!(await liveSessionStillValid(deps, check))) throw new AppError('unauthenticated');
  const user = await findUserById(deps, check.userId);
  if (!user || !canOpenLiveChannel(user)) throw new AppError('unauthenticated');
  return { id: user.id, role: user.role, tokenId: check.tokenId };
};

/**
 * Whether the session a socket was opened with is still valid. Checked again once the socket is in the hub: a
 * session ended between the ticket check and then sent its "sessions ended" message before the socket could
 * hear it.
 */
export const liveSessionStillValid = (deps: Deps, session: { userId: number; tokenId: number }) =>
  sessionIsLive(deps, session.tokenId, session.userId);
