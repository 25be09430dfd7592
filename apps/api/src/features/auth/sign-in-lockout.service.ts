import type { AppDeps } from '../../app-deps.js';
import { tooManyAttempts } from '../../platform/rate-limit/index.js';
import { findUserByEmail } from '../users/user-records.service.js';
import { clearSignInFailures, findSignInFailures, lockSignInFailures, saveSignInFailures } from './auth.repository.js';
import { enqueueAuthMail } from './auth.mail-job.js';

const MINUTE = 60_000;

/**
 * Failed sign-ins per account, whatever address they come from: SIGN_IN_MAX_FAILURES failures within
 * SIGN_IN_FAILURE_WINDOW_MS lock the account's sign-in, first for SIGN_IN_FIRST_LOCK_MS, then twice as long
 * at each new lock-out within a day of the previous one (up to a day).
 */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * MINUTE;
export const SIGN_IN_FIRST_LOCK_MS = 15 * MINUTE;
const MAX_LOCK_MS = 24 * 60 * MINUTE;
/** Lock-outs further apart than this start the back-off again. */
const LOCKOUTS_REMEMBERED_MS = 24 * 60 * MINUTE;

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'clock'>;

const key = (email: string) => email.trim().toLowerCase();

/** Refuses (429, with Retry-After) while the account's sign-in is locked; checked before any password work. */
export const assertSignInNotLocked = async (deps: Pick<AppDeps, 'db' | 'clock'>, email: string) => {
  const row = await findSignInFailures(deps.db, key(email));
  const left = row?.lockedUntil ? row.lockedUntil.getTime() - deps.clock().getTime() : 0;
  if (left > 0) throw tooManyAttempts(Math.ceil(left / 1000));
};

/**
 * Counts one failed sign-in (or wrong current password) for an email, known or not, so the answer tells
 * nothing. The failure that locks the account queues one e-mail to its owner, in his language.
 */
export const recordSignInFailure = async (deps: Deps, email: string) => {
  const now = deps.clock();
  const at = now.getTime();
  await deps.db.transaction(async (tx) => {
    const row = await lockSignInFailures(tx, key(email), now);
    const lockOver = row.lockedUntil !== null && row.lockedUntil.getTime() <= at && row.failures >= SIGN_IN_MAX_FAILURES;
    const restart = row.windowEndsAt.getTime() <= at || lockOver;
    const failures = restart ? 1 : row.failures + 1;
    const lockedNow = failures === SIGN_IN_MAX_FAILURES;
    const recent = row.lastLockedAt !== null && at - row.lastLockedAt.getTime() < LOCKOUTS_REMEMBERED_MS;
    const lockouts = lockedNow ? (recent ? row.lockouts + 1 : 1) : row.lockouts;
    const lockMs = Math.min(MAX_LOCK_MS, SIGN_IN_FIRST_LOCK_MS * 2 ** Math.min(lockouts - 1, 10));
    await saveSignInFailures(tx, {
      email: row.email,
      failures,
      windowEndsAt: restart ? new Date(at + SIGN_IN_FAILURE_WINDOW_MS) : row.windowEndsAt,
      lockedUntil: lockedNow ? new Date(at + lockMs) : restart ? null : row.lockedUntil,
      lockouts,
      lastLockedAt: lockedNow ? now : row.lastLockedAt,
    });
    if (!lockedNow) return;
    const user = await findUserByEmail({ db: tx }, email);
    if (user && !user.deletedAt) {
      await enqueueAuthMail(deps, tx, { kind: 'account-locked', userId: user.id, minutes: Math.round(lockMs / MINUTE) });
    }
  });
};

/** A successful sign-in forgets the account's failures. */
export const clearSignInFailuresOf = (deps: Pick<AppDeps, 'db'>, email: string) => clearSignInFailures(deps.db, key(email));
