import { z } from 'zod';
import { text } from '../common/validation.js';

/** A changelog entry as the pop-up shows it, in the reader's language (spec §3 Changelog entry). */
export type ChangelogEntry = {
  id: number;
  title: string;
  items: { id: number; title: string; description: string; uploads: { id: number; title: string; path_url: string }[] }[];
  is_published_at: string | null;
};

/** An entry as the admin console edits it: both languages, published or a draft. */
export type AdminChangelog = ChangelogInput & { id: number; is_published_at: string | null; created_at: string };

export const CHANGELOG_MAX_ITEMS = 20;

// Built in a pure call: a bundle that uses only this module's types leaves zod out.
export const ChangelogItemInputSchema = /*#__PURE__*/ (() =>
  z.object({
    title_en: text({ max: 120, required: true }),
    title_fr: text({ max: 120, required: true }),
    description_en: text({ max: 1000, multiline: true }).default(''),
    description_fr: text({ max: 1000, multiline: true }).default(''),
  }))();

export const ChangelogInputSchema = /*#__PURE__*/ (() =>
  z.object({
    title_en: text({ max: 120, required: true }),
    title_fr: text({ max: 120, required: true }),
    items: z.array(ChangelogItemInputSchema).min(1, 'isRequired').max(CHANGELOG_MAX_ITEMS, 'tooLong'),
  }))();
export type ChangelogInput = z.infer<typeof ChangelogInputSchema>;
export type ChangelogFormValues = z.input<typeof ChangelogInputSchema>;

export const ChangelogQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    type: z.enum(['web']).default('web'),
    /** the language to read in; the user's own by default */
    lang: z.enum(['en', 'fr']).optional(),
  }))();

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
