import type { AdminChangelog, ChangelogEntry } from '@routier/domain';
import type { ChangelogRow } from '../../db/schema/index.js';

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
