import { index, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

export type ChangelogItem = { title_en: string; title_fr: string; description_en: string; description_fr: string };

/** What's new (spec: the changelog pop-up): an entry per release, written in both languages, shown once published. */
export const changelogs = pgTable(
  'changelogs',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 10 }).notNull().default('web'),
    titleEn: varchar('title_en', { length: 120 }).notNull(),
    titleFr: varchar('title_fr', { length: 120 }).notNull(),
    items: jsonb('items').$type<ChangelogItem[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('changelogs_published_idx').on(t.type, t.publishedAt)],
);
export type ChangelogRow = typeof changelogs.$inferSelect;
