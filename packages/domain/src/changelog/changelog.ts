import { z } from 'zod';
import { text } from '../common/validation.js';

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
