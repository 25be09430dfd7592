import { z } from 'zod';

/** A changelog entry as the pop-up shows it, in the reader's language (spec §3 Changelog entry). */
export const ChangelogEntrySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  items: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      uploads: z.array(z.object({ id: z.number().int(), title: z.string(), path_url: z.string() })),
    }),
  ),
  is_published_at: z.string().nullable(),
});
export type ChangelogEntry = z.infer<typeof ChangelogEntrySchema>;

export const ChangelogListSchema = z.object({ data: z.array(ChangelogEntrySchema) });
export type ChangelogList = z.infer<typeof ChangelogListSchema>;

const AdminChangelogItemSchema = z.object({
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
});
/** An entry as the admin console edits it: both languages, published or a draft. */
export const AdminChangelogSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  items: z.array(AdminChangelogItemSchema),
  is_published_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminChangelog = z.infer<typeof AdminChangelogSchema>;

export const AdminChangelogListSchema = z.object({ data: z.array(AdminChangelogSchema) });
export type AdminChangelogList = z.infer<typeof AdminChangelogListSchema>;
