import { randomBytes } from 'node:crypto';
import { ChangePasswordInputSchema, Msg, isRole, profileSchemaFor, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { forbidden, fieldError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { newAvatarKeys, reencodeImage, thumbnailKeyOf } from '../../platform/files/images.js';
import { loadCurrentUser } from './user-records.service.js';
import { endOtherSessions } from '../auth/tokens.service.js';
import { assertSignInNotLocked, recordSignInFailure } from '../auth/sign-in-lockout.service.js';
import { referencedProfileImages, updateUserRow, type UserPatch } from './users.repository.js';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'clock'>;
type SettingsDeps = Deps & Pick<AppDeps, 'jobs'>;

export const updateLocale = async (deps: Deps, user: UserRow, locale: Locale) =>
  loadCurrentUser(deps, await updateUserRow(deps.db, user.id, { locale, updatedAt: deps.clock() }));

const isPasswordChange = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  ('password' in body || 'password_confirmation' in body || 'current_password' in body);

/**
 * A new password needs the current one (an account without a password, from Google or Apple, sets one through
 * "forgot password"). A wrong current password counts as a failed sign-in of the account, so a stolen session
 * cannot guess it faster than the sign-in form can.
 */
const changePassword = async (deps: SettingsDeps, user: UserRow, body: unknown, sessionTokenId: number | null) => {
  const input = ChangePasswordInputSchema.parse(body);
  await assertSignInNotLocked(deps, user.email);
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.current_password))) {
    await recordSignInFailure(deps, user.email);
    throw fieldError('current_password', Msg.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const updated = await updateUserRow(tx, user.id, { passwordHash, updatedAt: deps.clock() });
    await endOtherSessions(deps, user.id, sessionTokenId, tx);
    return updated;
  });
};

/**
 * Saves the settings form of the signed-in user: either the profile fields of their role, or a new
 * password (which signs out their other sessions, live sockets included). A profile save completes a new
 * user's personal info.
 */
export const saveOwnSettings = async (deps: SettingsDeps, user: UserRow, body: unknown, sessionTokenId: number | null) => {
  if (!isRole(user.role)) throw forbidden();
  const now = deps.clock();
  if (isPasswordChange(body)) return loadCurrentUser(deps, await changePassword(deps, user, body, sessionTokenId));
  const input = profileSchemaFor({ role: user.role, new_user: user.newUser }).parse(body);
  const patch: UserPatch = {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    newUser: false,
    updatedAt: now,
  };
  if (input.postal_code !== undefined) patch.postalCode = input.postal_code;
  if (input.address) Object.assign(patch, { address: input.address, lat: input.lat, lng: input.lng });
  return loadCurrentUser(deps, await updateUserRow(deps.db, user.id, patch));
};

/**
 * Stores a new avatar re-encoded from the upload (raster images only, judged by content; metadata
 * stripped; with a thumbnail), then drops the old one.
 */
export const replaceProfileImage = async (deps: Deps, user: UserRow, bytes: Buffer) => {
  const avatar = await reencodeImage(bytes);
  if (!avatar) throw fieldError('profile_image', Msg.imagesOnly);
  const keys = newAvatarKeys(user.id, randomBytes(8).toString('hex'));
  await deps.storage.put(keys.image, avatar.image);
  await deps.storage.put(keys.thumbnail, avatar.thumbnail);
  const updated = await updateUserRow(deps.db, user.id, { profileImagePath: keys.image, updatedAt: deps.clock() });
  const old = user.profileImagePath;
  if (old && old !== keys.image) {
    await deps.storage.remove(old);
    if (thumbnailKeyOf(old) !== old) await deps.storage.remove(thumbnailKeyOf(old));
  }
  return loadCurrentUser(deps, updated);
};

/** Which of these stored keys are profile images (the orphan-file sweeper keeps those and their thumbnails). */
export const profileImageKeysAmong = referencedProfileImages;
