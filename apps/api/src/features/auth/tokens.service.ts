import type { AppDeps } from '../../app-deps.js';
import type { OneTimeTokenPurpose } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { publishSessionsEnded } from '../../platform/live/publish.js';
import { liveUserIds } from '../users/user-records.service.js';
import {
  accessTokenIsLive,
  deleteAccessToken,
  deleteUserAccessTokens,
  findUsableOneTimeToken,
  insertAccessToken,
  insertOneTimeToken,
  retireOneTimeTokens,
  spendOneTimeToken,
} from './auth.repository.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How long each kind of emailed or admin-issued link stays valid. */
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  verify_email: 7 * DAY,
  reset_password: 60 * MINUTE,
  set_password: 7 * DAY,
  sign_in: 10 * MINUTE,
};
/** A new link of these kinds makes the previous ones useless. */
const REPLACED_ON_REISSUE: ReadonlySet<OneTimeTokenPurpose> = new Set(['reset_password', 'set_password']);

type TokenDeps = Pick<AppDeps, 'db' | 'clock' | 'env'>;

/** A new bearer token for a user; only its SHA-256 is stored. */
export const issueAccessToken = async ({ db, clock, env }: TokenDeps, userId: number): Promise<string> => {
  const { token, hash } = newToken();
  await insertAccessToken(db, { userId, tokenHash: hash, expiresAt: new Date(clock().getTime() + env.TOKEN_TTL_DAYS * DAY) });
  return token;
};

/**
 * A read-only bearer token of a user for an admin's "view as" (decision 069): it lasts `ttlMinutes`, names the
 * admin, and lets its holder read only. Deactivating the user ends it, like any session of his; so does the admin
 * no longer being an active admin (the session lookup checks him).
 */
export const issueViewAsToken = async (
  { clock }: Pick<AppDeps, 'clock'>,
  tx: DbOrTx,
  args: { userId: number; adminId: number; ttlMinutes: number },
): Promise<{ token: string; expiresAt: Date }> => {
  const { token, hash } = newToken();
  const expiresAt = new Date(clock().getTime() + args.ttlMinutes * MINUTE);
  await insertAccessToken(tx, { userId: args.userId, tokenHash: hash, expiresAt, name: 'view-as', viewAsAdminId: args.adminId });
  return { token, expiresAt };
};

export const createOneTimeToken = async (
  { db, clock }: TokenDeps,
  userId: number,
  purpose: OneTimeTokenPurpose,
): Promise<string> => {
  const now = clock();
  if (REPLACED_ON_REISSUE.has(purpose)) await retireOneTimeTokens(db, userId, [purpose], now);
  const { token, hash } = newToken();
  await insertOneTimeToken(db, {
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[purpose]),
  });
  return token;
};

/** Spends a one-time token: the user id when it was valid, unused and unexpired, else null. */
export const spendToken = (
  { clock }: Pick<AppDeps, 'clock'>,
  db: DbOrTx,
  token: string,
  purpose: OneTimeTokenPurpose,
  email?: string,
): Promise<number | null> =>
  spendOneTimeToken(db, { tokenHash: hashToken(token), purpose, now: clock(), owners: liveUserIds({ db }, email) });

/** The user id of a valid, unused, unexpired token, without spending it; null otherwise. */
export const checkToken = (
  { clock }: Pick<AppDeps, 'clock'>,
  db: DbOrTx,
  token: string,
  purpose: OneTimeTokenPurpose,
  email?: string,
): Promise<number | null> =>
  findUsableOneTimeToken(db, { tokenHash: hashToken(token), purpose, now: clock(), owners: liveUserIds({ db }, email) });

/**
 * Ends sessions: their bearer tokens are deleted (every later call answers 401) and, when the transaction
 * commits, every instance closes the live sockets opened with them.
 */
const endSessions = (db: DbOrTx, userId: number, keepTokenId: number | null) =>
  db.transaction(async (tx) => {
    await deleteUserAccessTokens(tx, userId, keepTokenId);
    await publishSessionsEnded(tx, { userId, keepTokenId });
  });

/** Signs the user out of every other session (after a password change in the settings). */
export const endOtherSessions = ({ db }: Pick<AppDeps, 'db'>, userId: number, keepTokenId: number | null, tx: DbOrTx = db) =>
  endSessions(tx, userId, keepTokenId);

/** Signs the user out everywhere (deactivated or removed by his company or an admin). */
export const endAllSessions = ({ db }: Pick<AppDeps, 'db'>, userId: number, tx: DbOrTx = db) => endSessions(tx, userId, null);

/** Signs one session out (logout), and closes the live sockets opened with it. */
export const endOneSession = ({ db }: Pick<AppDeps, 'db'>, tokenId: number) =>
  db.transaction(async (tx) => {
    const userId = await deleteAccessToken(tx, tokenId);
    if (userId) await publishSessionsEnded(tx, { userId, tokenIds: [tokenId] });
  });

/** Whether a session (bearer token id) of this user is still valid: it opens the live channel. */
export const sessionIsLive = ({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, tokenId: number, userId: number) =>
  accessTokenIsLive(db, tokenId, userId, clock());

/** Links that give access to the account; a new password ends them all (a verification link grants nothing). */
const ACCESS_PURPOSES: OneTimeTokenPurpose[] = ['reset_password', 'set_password', 'sign_in'];

/** After a password is set from an emailed link: every bearer token and every access link of the user ends. */
export const revokeCredentials = async ({ clock }: Pick<AppDeps, 'clock'>, tx: DbOrTx, userId: number) => {
  await endSessions(tx, userId, null);
  await retireOneTimeTokens(tx, userId, ACCESS_PURPOSES, clock());
};
