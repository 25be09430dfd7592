import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import { findUserByEmail, findUserById } from '../users/user-records.service.js';
import {
  sendAccountApprovedEmail,
  sendAccountDeactivatedEmail,
  sendAccountLockedEmail,
  sendInvitationMail,
  sendResetPasswordEmail,
  sendUserEmail,
  sendVerifyEmail,
} from '../../platform/mail/user-emails.js';
import { accountRejectedContent } from '../../platform/mail/admin-email-texts.js';
import { resetPasswordUrl, setPasswordUrl, verificationUrl } from './auth.links.js';
import { createOneTimeToken } from './tokens.service.js';

export const AUTH_MAIL_JOB = 'auth-mail';

const userId = z.number().int().positive();
const AuthMailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('verify-email'), userId }),
  // by email: the request does the same work whether or not an account has it
  z.object({ kind: z.literal('reset-password'), email: z.string().max(255) }),
  z.object({ kind: z.literal('invitation'), userId, inviterName: z.string().max(255).nullable() }),
  z.object({ kind: z.literal('account-approved'), userId }),
  z.object({ kind: z.literal('account-deactivated'), userId }),
  z.object({ kind: z.literal('account-locked'), userId, minutes: z.number().int().positive() }),
  z.object({ kind: z.literal('account-rejected'), userId, reason: z.string().max(1000) }),
]);
export type AuthMail = z.infer<typeof AuthMailSchema>;

/** Queues an account email in the transaction that writes the row it follows; a worker sends it. */
export const enqueueAuthMail = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, mail: AuthMail) =>
  jobs.enqueue(tx, AUTH_MAIL_JOB, mail);

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env' | 'clock'>;

/**
 * Renders and sends one account email in its recipient's language. Links are made here, when the
 * mail goes out, so no usable token waits in the queue and a link's lifetime starts at delivery.
 */
const deliver = async (deps: WorkerDeps, mail: AuthMail): Promise<void> => {
  if (mail.kind === 'reset-password') {
    const user = await findUserByEmail(deps, mail.email);
    if (!user || user.deletedAt) return;
    const token = await createOneTimeToken(deps, user.id, 'reset_password');
    return sendResetPasswordEmail(deps, user, resetPasswordUrl(deps, token, user.email));
  }
  const user = await findUserById(deps, mail.userId);
  if (!user || user.deletedAt) return;
  switch (mail.kind) {
    case 'verify-email':
      if (user.emailVerifiedAt) return;
      return sendVerifyEmail(deps, user, verificationUrl(deps, await createOneTimeToken(deps, user.id, 'verify_email')));
    case 'invitation': {
      const url = setPasswordUrl(deps, await createOneTimeToken(deps, user.id, 'set_password'));
      return sendInvitationMail(deps, user, url, mail.inviterName);
    }
    case 'account-approved':
      return sendAccountApprovedEmail(deps, user);
    case 'account-deactivated':
      return sendAccountDeactivatedEmail(deps, user);
    case 'account-locked':
      return sendAccountLockedEmail(deps, user, mail.minutes);
    case 'account-rejected':
      return sendUserEmail(deps, user, accountRejectedContent(user, mail.reason, deps.env.appUrl));
  }
};

/** The worker: an SMTP failure is retried with a growing delay (10 s, 20 s, 40 s… about 11 hours in all). */
export const authMailJob = (deps: WorkerDeps): JobDefinition<AuthMail> => ({
  name: AUTH_MAIL_JOB,
  payload: AuthMailSchema,
  handle: (mail) => deliver(deps, mail),
  retryLimit: 12,
  retryDelaySeconds: 10,
});
