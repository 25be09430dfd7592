import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { changelogs, type ChangelogRow } from '../../db/schema/index.js';

/** The one place that queries the changelogs table. */

export type NewChangelog = typeof changelogs.$inferInsert;

/** The newest published entries of a type, newest first. */
export const findPublished = (db: DbOrTx, type: string, limit: number): Promise<ChangelogRow[]> =>
  db
    .select()
    .from(changelogs)
    .where(and(eq(changelogs.type, type), isNotNull(changelogs.publishedAt)))
    .orderBy(desc(changelogs.publishedAt), desc(changelogs.id))
    .limit(limit);

/** Every entry, drafts first, then by publish time. */
export const findAll = (db: DbOrTx): Promise<ChangelogRow[]> =>
  db
    .select()
    .from(changelogs)
    .orderBy(sql`${changelogs.publishedAt} desc nulls first`, desc(changelogs.id))
    .limit(200);

export const findChangelog = async (db: DbOrTx, id: number): Promise<ChangelogRow | null> =>
  (await db.select().from(changelogs).where(eq(changelogs.id, id)))[0] ?? null;

export const insertChangelog = async (db: DbOrTx, values: NewChangelog): Promise<ChangelogRow> =>
  (await db.insert(changelogs).values(values).returning())[0];

export const updateChangelog = async (db: DbOrTx, id: number, patch: Partial<NewChangelog>): Promise<ChangelogRow | null> =>
  (await db.update(changelogs).set(patch).where(eq(changelogs.id, id)).returning())[0] ?? null;

export const deleteChangelog = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.delete(changelogs).where(eq(changelogs.id, id)).returning({ id: changelogs.id })).length > 0;
