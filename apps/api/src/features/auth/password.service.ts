import { Msg, type ResetPasswordInput, type SetPasswordInput } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { deleteUserAccessTokens, findUserByEmail, findUserById, updateUser } from './auth.repository.js';
import { sendInvitationMail, sendResetPasswordEmail } from './auth.emails.js';
import { createOneTimeToken, spendToken } from './tokens.service.js';

export const RESET_LINK_SENT = { message: 'passwords.sent' } as const;

/**
 * POST /auth/password/email: mails a reset link when the account exists. The answer is the same
 * either way, so the form cannot be used to learn who has an account.
 */
export const sendResetLink = async (deps: AppDeps, email: string) => {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.deletedAt) {
    const token = await createOneTimeToken(deps, user.id, 'reset_password');
    const url = `${deps.env.appUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
    await sendResetPasswordEmail(deps, user, url);
  }
  return RESET_LINK_SENT;
};

/** POST /auth/password/reset: new password, token spent, every session of the user ended. */
export const resetPassword = async (deps: AppDeps, input: ResetPasswordInput) => {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const userId = await spendToken(deps, tx, input.token, 'reset_password', input.email);
    if (!userId) throw fieldError('email', Msg.invalidToken);
    await updateUser(tx, userId, { passwordHash, updatedAt: deps.clock() });
    await deleteUserAccessTokens(tx, userId);
  });
  return { message: 'passwords.reset' };
};

/** POST /auth/password/reset-dynamic/{token}: an invited user chooses a password; this proves the email too. */
export const setPasswordWithToken = async (deps: AppDeps, token: string, input: SetPasswordInput) => {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const userId = await spendToken(deps, tx, token, 'set_password');
    if (!userId) throw fieldError('token', Msg.invalidToken);
    const user = await findUserById(tx, userId);
    await updateUser(tx, userId, {
      passwordHash,
      emailVerifiedAt: user?.emailVerifiedAt ?? deps.clock(),
      updatedAt: deps.clock(),
    });
  });
  return { message: 'passwords.set' };
};

/** A "choose your password" link (valid 7 days) for an invited user. */
export const createSetPasswordLink = async (deps: AppDeps, userId: number): Promise<string> => {
  const token = await createOneTimeToken(deps, userId, 'set_password');
  return `${deps.env.appUrl}/password/set/${token}`;
};

/**
 * Emails an invited user (driver, dispatcher, sub-dealer) a set-password link, in the invitee's
 * language. Returns the link. A new invitation makes the previous link useless.
 */
export const sendInvitationEmail = async (
  deps: AppDeps,
  user: UserRow,
  opts: { inviterName?: string | null } = {},
): Promise<string> => {
  const url = await createSetPasswordLink(deps, user.id);
  await sendInvitationMail(deps, user, url, opts.inviterName ?? null);
  return url;
};
