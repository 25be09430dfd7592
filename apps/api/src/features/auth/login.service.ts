import { Msg, isLocale, type AuthResponse, type LoginInput } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import { fieldError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { findUserByEmail, updateUser } from '../users/user-records.service.js';
import { startSession } from './session.service.js';
import { assertSignInNotLocked, clearSignInFailuresOf, recordSignInFailure } from './sign-in-lockout.service.js';

let decoyHash: Promise<string> | null = null;

/** Spends the time of a real password check, so an unknown email answers as slowly as a wrong password. */
const checkDecoy = async (password: string) => {
  decoyHash ??= hashPassword('routier-decoy-password');
  await verifyPassword(await decoyHash, password);
  return false;
};

/**
 * Email and password sign-in. Unknown email, wrong password and deleted accounts all answer the same, and all
 * count towards the address's lock-out (sign-in-lockout.service.ts), which is checked before any password work.
 * The language the person signed in with (`lang`) becomes the account's language, for its emails too.
 */
export const login = async (deps: AppDeps, input: LoginInput, lang?: string): Promise<AuthResponse> => {
  await assertSignInNotLocked(deps, input.email);
  const user = await findUserByEmail(deps, input.email);
  const usable = user !== null && user.deletedAt === null && user.passwordHash !== null;
  const ok = usable ? await verifyPassword(user.passwordHash, input.password) : await checkDecoy(input.password);
  if (!user || !usable || !ok) {
    await recordSignInFailure(deps, input.email);
    throw fieldError('email', Msg.invalidCredentials);
  }
  await clearSignInFailuresOf(deps, input.email);
  const locale = input.lang ?? lang;
  if (isLocale(locale) && locale !== user.locale) {
    return startSession(deps, await updateUser(deps, user.id, { locale, updatedAt: deps.clock() }));
  }
  return startSession(deps, user);
};
