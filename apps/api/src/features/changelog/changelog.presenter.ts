import { z } from 'zod';
import type { AdminChangelog, ChangelogEntry } from '@routier/domain';
import type { ChangelogRow } from '../../db/schema/index.js';

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

const ItemSchema = z.object({
  title_en: z.string(),
  title_fr: z.string(),
  description_en: z.string(),
  description_fr: z.string(),
});
export const AdminChangelogSchema = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_fr: z.string(),
  items: z.array(ItemSchema),
  is_published_at: z.string().nullable(),
  created_at: z.string(),
});

/** An entry in the reader's language. */
export const presentEntry = (row: ChangelogRow, lang: 'en' | 'fr'): ChangelogEntry => ({
  id: row.id,
  title: lang === 'fr' ? row.titleFr : row.titleEn,
  items: row.items.map((item, index) => ({
    id: index + 1,
    title: lang === 'fr' ? item.title_fr : item.title_en,
    description: lang === 'fr' ? item.description_fr : item.description_en,
    uploads: [],
  })),
  is_published_at: row.publishedAt?.toISOString() ?? null,
});

export const presentAdminEntry = (row: ChangelogRow): AdminChangelog => ({
  id: row.id,
  title_en: row.titleEn,
  title_fr: row.titleFr,
  items: row.items,
  is_published_at: row.publishedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});
