import { Msg, type ResetPasswordInput, type SetPasswordInput } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { tooManyAttempts } from '../../platform/rate-limit/index.js';
import { countHit } from '../../platform/rate-limit/store.js';
import { findUserByEmail, findUserById, updateUser, type UserPatch } from '../users/user-records.service.js';
import { setPasswordUrl } from './auth.links.js';
import { enqueueAuthMail } from './auth.mail-job.js';
import { checkToken, createOneTimeToken, revokeCredentials, spendToken } from './tokens.service.js';

export const RESET_LINK_SENT = { message: 'passwords.sent' } as const;

/**
 * POST /auth/password/email: queues a reset email for this address; the worker sends it only when an
 * account has the address. The request does the same work either way, so neither its answer nor its
 * duration tells who has an account.
 */
export const sendResetLink = async (deps: AppDeps, email: string) => {
  await enqueueAuthMail(deps, deps.db, { kind: 'reset-password', email });
  return RESET_LINK_SENT;
};

/**
 * Checks the token before hashing (a bogus token costs no KDF work), then spends it, sets the password
 * and ends the user's sessions and other access links in one transaction.
 */
const setPasswordFromLink = async (
  deps: AppDeps,
  link: { token: string; purpose: 'reset_password' | 'set_password'; email?: string; field: 'email' | 'token' },
  password: string,
  patch: (user: UserRow) => UserPatch = () => ({}),
  check: (tx: DbOrTx, user: UserRow) => Promise<void> = async () => undefined,
) => {
  if (!(await checkToken(deps, deps.db, link.token, link.purpose, link.email))) throw fieldError(link.field, Msg.invalidToken);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const userId = await spendToken(deps, tx, link.token, link.purpose, link.email);
    const user = userId ? await findUserById({ db: tx }, userId) : null;
    if (!user) throw fieldError(link.field, Msg.invalidToken);
    await check(tx, user);
    await updateUser({ db: tx }, user.id, { ...patch(user), passwordHash, updatedAt: deps.clock() });
    await revokeCredentials(deps, tx, user.id);
  });
};

/** POST /auth/password/reset: new password, token spent, every session of the user ended. */
export const resetPassword = async (deps: AppDeps, input: ResetPasswordInput) => {
  await setPasswordFromLink(
    deps,
    { token: input.token, purpose: 'reset_password', email: input.email, field: 'email' },
    input.password,
  );
  return { message: 'passwords.reset' };
};

/**
 * POST /auth/password/reset-dynamic/{token}: an invited user chooses a password; this proves the email too and
 * accepts the invitation. An address that has meanwhile become someone's account (registered, or another
 * business's invitation accepted first) cannot accept it: 422 `emailTaken` on `token`.
 */
export const setPasswordWithToken = async (deps: AppDeps, token: string, input: SetPasswordInput) => {
  const accept = async (tx: DbOrTx, user: UserRow) => {
    const account = await findUserByEmail({ db: tx }, user.email);
    if (account && account.id !== user.id) throw fieldError('token', Msg.emailTaken);
  };
  try {
    await setPasswordFromLink(
      deps,
      { token, purpose: 'set_password', field: 'token' },
      input.password,
      (user) => ({ emailVerifiedAt: user.emailVerifiedAt ?? deps.clock(), invitationPending: false }),
      accept,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('token', Msg.emailTaken);
    throw error;
  }
  return { message: 'passwords.set' };
};

/** A "choose your password" link (valid 7 days) for an invited user. */
export const createSetPasswordLink = async (deps: AppDeps, userId: number): Promise<string> =>
  setPasswordUrl(deps, await createOneTimeToken(deps, userId, 'set_password'));

/**
 * Queues the invitation email of an invited user (driver, dispatcher, sub-dealer), in the invitee's
 * language, in the transaction that creates or updates the invitee. The worker makes the link; a new
 * invitation makes the previous link useless.
 */
export const enqueueInvitationEmail = (
  deps: AppDeps,
  tx: DbOrTx,
  user: Pick<UserRow, 'id'>,
  opts: { inviterName?: string | null } = {},
) => enqueueAuthMail(deps, tx, { kind: 'invitation', userId: user.id, inviterName: opts.inviterName ?? null });

const HOUR = 3_600_000;
/** Invitations one member of a business may send in an hour, and one address may receive in a day (any business). */
export const INVITATIONS_PER_INVITER_PER_HOUR = 20;
export const INVITATIONS_PER_ADDRESS_PER_DAY = 3;

/**
 * Counts an invitation (a new one or a re-sent link) against its inviter and its address, in the database so the
 * limits hold across instances; over either limit, 429 with the wait in Retry-After, and nothing is sent.
 */
export const assertInvitationAllowed = async (deps: Pick<AppDeps, 'db' | 'clock'>, inviterId: number, email: string) => {
  const now = deps.clock();
  const [byInviter, byAddress] = await Promise.all([
    countHit(deps.db, `invitation inviter ${inviterId}`, HOUR, now),
    countHit(deps.db, `invitation address ${email.trim().toLowerCase()}`, 24 * HOUR, now),
  ]);
  const over = [
    byInviter.current > INVITATIONS_PER_INVITER_PER_HOUR ? byInviter.ttl : 0,
    byAddress.current > INVITATIONS_PER_ADDRESS_PER_DAY ? byAddress.ttl : 0,
  ];
  const wait = Math.max(...over);
  if (wait > 0) throw tooManyAttempts(Math.max(1, Math.ceil(wait / 1000)));
};
