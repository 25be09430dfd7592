import { Msg, type AuthResponse, type LoginInput } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import { fieldError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { findUserByEmail } from './auth.repository.js';
import { startSession } from './session.service.js';

let decoyHash: Promise<string> | null = null;

/** Spends the time of a real password check, so an unknown email answers as slowly as a wrong password. */
const checkDecoy = async (password: string) => {
  decoyHash ??= hashPassword('routier-decoy-password');
  await verifyPassword(await decoyHash, password);
  return false;
};

/** Email and password sign-in. Unknown email, wrong password and deleted accounts all answer the same. */
export const login = async (deps: AppDeps, input: LoginInput): Promise<AuthResponse> => {
  const user = await findUserByEmail(deps.db, input.email);
  const usable = user !== null && user.deletedAt === null && user.passwordHash !== null;
  const ok = usable ? await verifyPassword(user.passwordHash, input.password) : await checkDecoy(input.password);
  if (!user || !usable || !ok) throw fieldError('email', Msg.invalidCredentials);
  return startSession(deps, user);
};
