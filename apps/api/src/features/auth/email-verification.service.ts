import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { findUserById, updateUser } from './auth.repository.js';
import { enqueueAuthMail } from './auth.mail-job.js';
import { spendToken } from './tokens.service.js';

/** GET /email/resend: queues a new link, unless the email is already verified. */
export const resendVerificationEmail = async (deps: AppDeps, user: UserRow) => {
  if (user.emailVerifiedAt) return { message: 'Your email address is already verified.' };
  await enqueueAuthMail(deps, deps.db, { kind: 'verify-email', userId: user.id });
  return { message: 'A fresh verification link has been sent to your email address.' };
};
/** Spends a verification token; true when the user's email is now verified. */
export const verifyEmail = async (deps: AppDeps, token: string): Promise<boolean> => {
  const userId = await spendToken(deps, deps.db, token, 'verify_email');
  if (!userId) return false;
  const user = await findUserById(deps.db, userId);
  if (user && !user.emailVerifiedAt)
    await updateUser(deps.db, userId, { emailVerifiedAt: deps.clock(), updatedAt: deps.clock() });
  return true;
};
