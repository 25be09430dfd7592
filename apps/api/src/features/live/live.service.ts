import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { checkLiveTicket, issueLiveTicket } from '../../platform/live/ticket.js';
import { findUserById } from '../users/user-records.service.js';
import { canOpenLiveChannel } from './live.policy.js';

type Deps = Pick<AppDeps, 'db' | 'env' | 'clock'>;

/** POST /live/ticket: a pass for the socket, for the signed-in caller only. */
export const createLiveTicket = (deps: Deps, user: UserRow) => issueLiveTicket(deps, user.id);

/** Who a socket belongs to: the ticket's user, if the ticket is genuine and unexpired and the user still exists. */
export const openLiveSession = async (deps: Deps, ticket: string) => {
  const check = checkLiveTicket(deps, ticket);
  if (!check.ok) throw new AppError('unauthenticated');
  const user = await findUserById(deps, check.userId);
  if (!user || !canOpenLiveChannel(user)) throw new AppError('unauthenticated');
  return { id: user.id, role: user.role };
};
