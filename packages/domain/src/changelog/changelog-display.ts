// No zod here: the floating button of every signed-in page uses this module.

import type { ChangelogEntry } from './changelog-responses.js';

/**
 * Spec §2: the pop-up opens when the newest entry's publish time differs from the one the browser stored.
 * Publish times only move forward (publishing stamps the current time), so "differs" is "is newer": an
 * entry deleted by an admin does not bring an older one back.
 */
export const shouldShowChangelog = (
  newest: Pick<ChangelogEntry, 'is_published_at'> | undefined,
  stored: string | null,
): boolean => {
  if (!newest?.is_published_at) return false;
  if (!stored) return true;
  const seen = Date.parse(stored);
  return Number.isNaN(seen) || Date.parse(newest.is_published_at) > seen;
};
