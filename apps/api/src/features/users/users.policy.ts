import { isRole, settingsPathForRole, type SettingsPath } from '@routier/domain';
import type { UserRow } from '../../db/schema/index.js';

/**
 * PUT /<path>/{id} saves a user's OWN settings: the id must be the caller's, and the path the one
 * of the caller's role (a dealer cannot save through /individuals/{id}).
 */
export const canSaveOwnSettings = (user: UserRow, path: SettingsPath, userId: number) =>
  isRole(user.role) && user.id === userId && settingsPathForRole(user.role) === path;
