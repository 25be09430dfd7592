import { Msg, subAccountSignInBlocked, type AuthResponse } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { loadCurrentUser } from '../users/user-records.service.js';
import { findUserById } from '../users/user-records.service.js';
import { createOneTimeToken, endOneSession, issueAccessToken, spendToken } from './tokens.service.js';

/**
 * A new bearer token and the user JSON: the answer of every sign-in. A sub-dealer or dispatcher whose owner
 * deactivated him, or whose account an operator deactivated, gets none, however he signs in.
 */
export const startSession = async (deps: AppDeps, user: UserRow): Promise<AuthResponse> => {
  // an operator deactivated the account (decision 064): no way in until he reactivates it
  if (user.suspendedAt) throw fieldError('email', Msg.accountSuspended);
  if (subAccountSignInBlocked({ role: user.role, active: user.active, deactivated: user.deactivatedAt !== null })) {
    throw fieldError('email', Msg.accountDeactivated);
  }
  return { token: await issueAccessToken(deps, user.id), user: await loadCurrentUser(deps, user) };
};

/** POST /auth/web-logout: this session ends, and its live sockets close on every instance. */
export const endSession = async (deps: AppDeps, accessTokenId: number | null) => {
  if (accessTokenId) await endOneSession(deps, accessTokenId);
};

/** A one-time sign-in token (10 minutes), for an admin's "sign in as" or an emailed sign-in link. */
export const createSignInToken = (deps: AppDeps, userId: number): Promise<string> => createOneTimeToken(deps, userId, 'sign_in');

/** POST /auth/web-token-login: trades a one-time sign-in token for a session. */
export const signInWithToken = async (deps: AppDeps, token: string): Promise<AuthResponse> => {
  const userId = await spendToken(deps, deps.db, token, 'sign_in');
  const user = userId ? await findUserById(deps, userId) : null;
  if (!user || user.deletedAt) throw fieldError('token', Msg.invalidToken);
  return startSession(deps, user);
};
