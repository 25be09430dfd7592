import { EmailConfirmResult } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { findOneTimeTokenOwner } from './auth.repository.js';
import { findUserById, updateUser } from '../users/user-records.service.js';
import { enqueueAuthMail } from './auth.mail-job.js';
import { spendToken } from './tokens.service.js';

/** GET /email/resend: queues a new link, unless the email is already verified. */
export const resendVerificationEmail = async (deps: AppDeps, user: UserRow) => {
  if (user.emailVerifiedAt) return { message: 'Your email address is already verified.' };
  await enqueueAuthMail(deps, deps.db, { kind: 'verify-email', userId: user.id });
  return { message: 'A fresh verification link has been sent to your email address.' };
};

/**
 * Spends a verification token and says what happened: confirmed now, already confirmed (a link
 * opened twice, or an older link after a newer one), or invalid (unknown or expired).
 */
export const verifyEmail = async (deps: AppDeps, token: string): Promise<EmailConfirmResult> => {
  const userId = await spendToken(deps, deps.db, token, 'verify_email');
  if (!userId) {
    const ownerId = await findOneTimeTokenOwner(deps.db, hashToken(token), 'verify_email');
    const owner = ownerId ? await findUserById(deps, ownerId) : null;
    return owner?.emailVerifiedAt ? EmailConfirmResult.AlreadyConfirmed : EmailConfirmResult.Invalid;
  }
  const user = await findUserById(deps, userId);
  if (user?.emailVerifiedAt) return EmailConfirmResult.AlreadyConfirmed;
  await updateUser(deps, userId, { emailVerifiedAt: deps.clock(), updatedAt: deps.clock() });
  return EmailConfirmResult.Confirmed;
};
