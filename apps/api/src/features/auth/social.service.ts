import { Msg, type AuthResponse, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { findUserByEmail, findUserBySocialSub, insertUser, updateUser } from '../users/user-records.service.js';
import { enqueueAuthMail } from './auth.mail-job.js';
import { startSession } from './session.service.js';
import type { SocialIdentity } from './social.verify.js';

const subOf = (user: UserRow, provider: SocialIdentity['provider']) => (provider === 'google' ? user.googleSub : user.appleSub);
const subPatch = (id: SocialIdentity) => (id.provider === 'google' ? { googleSub: id.sub } : { appleSub: id.sub });
const refused = () => fieldError('email', Msg.invalidCredentials);

/** Links the provider account to an existing user with the same email, when the provider vouches for that email. */
const linkByEmail = async (deps: AppDeps, existing: UserRow, id: SocialIdentity) => {
  if (existing.deletedAt) throw refused();
  if (!id.emailVerified) throw fieldError('email', Msg.emailTaken);
  const linked = subOf(existing, id.provider);
  if (linked && linked !== id.sub) throw refused();
  return updateUser(deps, existing.id, {
    ...subPatch(id),
    emailVerifiedAt: existing.emailVerifiedAt ?? deps.clock(),
    updatedAt: deps.clock(),
  });
};

/** A user without a role: the web sends them to /register to finish (password optional there). */
const createRoleless = (deps: AppDeps, id: SocialIdentity & { email: string }, locale: Locale) =>
  deps.db.transaction(async (tx) => {
    const user = await insertUser(
      { db: tx },
      {
        role: null,
        email: id.email,
        firstName: id.firstName,
        lastName: id.lastName,
        locale,
        active: false,
        emailVerifiedAt: id.emailVerified ? deps.clock() : null,
        ...subPatch(id),
      },
    );
    if (!user.emailVerifiedAt) await enqueueAuthMail(deps, tx, { kind: 'verify-email', userId: user.id });
    return user;
  });

/** Google / Apple sign-in: by provider id, else by verified email (linking it), else a new role-less user. */
export const signInWithSocial = async (deps: AppDeps, id: SocialIdentity, locale: Locale): Promise<AuthResponse> => {
  const known = await findUserBySocialSub(deps, id.provider, id.sub);
  if (known) {
    if (known.deletedAt) throw refused();
    return startSession(deps, known);
  }
  if (!id.email) throw fieldError('token', Msg.invalidToken);
  const existing = await findUserByEmail(deps, id.email);
  const user = existing ? await linkByEmail(deps, existing, id) : await createRoleless(deps, { ...id, email: id.email }, locale);
  return startSession(deps, user);
};
